/** A page of Turkish text as a flat string, as Next hands a rendered page over (about `kb` KB of characters). */
export const turkishPage = (n, kb = 100) =>
  Buffer.from(`<article data-n="${n}"><h2>Ürün ${n}</h2><p>Şık, el yapımı seramik; ığdır çiçeği, göz alıcı.</p></article>`.repeat(Math.ceil((kb * 1024) / 100))).toString('utf8');

/** The same length of Latin-1 text (one byte per character in V8). */
export const latinPage = (n, kb = 100) =>
  Buffer.from(`<article data-n="${n}"><h2>Product ${n}</h2><p>Fine hand-made ceramics, a café's favourite.</p></article>`.repeat(Math.ceil((kb * 1024) / 100))).toString('utf8');
