import sanitize from 'sanitize-html';

const SCHEMES = ['http', 'https', 'mailto', 'tel'];

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
  allowedSchemes: SCHEMES,
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

const allowedTags = new Set(POLICY.allowedTags || []);
const allowedAttributes = POLICY.allowedAttributes || {};
const schemeOf = (value: string) => /^\s*([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();

/**
 * HTML an editor saves, cleaned by the same policy the shop renders with, and what the policy took
 * out (`<script>`, `onclick` on `img`, `javascript:` in `href`), so the editor is told rather than
 * surprised. The cleaned text is what is stored: the page shows exactly what the preview showed.
 */
export function sanitizeHtmlReport(html: string): { html: string; removed: string[] } {
  const removed = new Set<string>();
  const clean = sanitize(html, {
    ...POLICY,
    onOpenTag: (tag, attribs) => {
      if (!allowedTags.has(tag)) {
        removed.add(`<${tag}>`);
        return;
      }
      const allowed = new Set(allowedAttributes[tag] || []);
      for (const [name, value] of Object.entries(attribs)) {
        if (!allowed.has(name)) removed.add(`${name} (<${tag}>)`);
        else if ((name === 'href' || name === 'src') && schemeOf(value) && !SCHEMES.includes(schemeOf(value) ?? '')) removed.add(`${schemeOf(value)}: (<${tag}>)`);
      }
    },
  });
  return { html: clean, removed: [...removed] };
}

/** The text of database HTML with every tag dropped and spaces collapsed (meta descriptions, structured data). */
export function plainText(html: string | null | undefined): string {
  return html ? sanitize(html.replace(/<\/(p|li|h\d|div)>/gi, '$& '), { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() : '';
}
