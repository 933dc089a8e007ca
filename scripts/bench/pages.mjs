// The page kinds the benches measure and how `@category`, `@product`, `@blog` and `@designer`
// (optionally `:en`) resolve against a running shop: the demo catalogue's first category, product and
// designer and the featured blog post.

export const PAGE_KINDS = ['/tr', '/en', ...['category', 'product', 'blog', 'designer'].flatMap((kind) => [`@${kind}`, `@${kind}:en`])];

async function firstOf(base, kind, lang) {
  const call = async (name, data) => (await (await fetch(`${base}/api/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ Checker: true, data }) })).json()).data;
  const LanguageId = lang === 'en' ? 2 : 1;
  if (kind === 'category') return (await call('get-categories', { LanguageId })).categories[0].Url;
  if (kind === 'blog') return (await call('get-blogs', { LanguageId })).featuredBlog.Url;
  if (kind === 'designer') return (await call('designer-list', { LanguageId })).List[0].DesignerNames[0].Url;
  return (await call('get-product-urls', { LanguageId, Take: 1 })).List[0].Urls[lang];
}

/** A page path, or an `@kind[:lang]` alias resolved against the running shop at `base`. */
export async function resolvePath(base, wanted) {
  const alias = /^@(category|product|blog|designer)(?::(tr|en))?$/.exec(wanted);
  if (!alias) return wanted;
  const lang = alias[2] ?? 'tr';
  return `/${lang}${await firstOf(base, alias[1], lang)}`;
}
