import sanitize from 'sanitize-html';

/**
 * The one allow-list for HTML that comes from the database (descriptions, contracts, blogs):
 * text formatting, lists, links, images and simple tables — no scripts, styles, forms or frames.
 */
const POLICY: sanitize.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'span', 'div', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'q', 'cite', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other page.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target')) },
    // Editor images load lazily (never block the first paint); one without alt text counts as decoration.
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs, loading: 'lazy' } }),
  },
};

export function sanitizeHtml(html: string | null | undefined): string {
  return html ? sanitize(html, POLICY) : '';
}

/** The text of database HTML with every tag dropped and spaces collapsed (meta descriptions, structured data). */
export function plainText(html: string | null | undefined): string {
  return html ? sanitize(html.replace(/<\/(p|li|h\d|div)>/gi, '$& '), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() : '';
}
