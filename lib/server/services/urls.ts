/** Shop paths without the language prefix; links add it (spec 01 §2 routes). */
export const categoryUrl = (slug: string, id: number) => `/shop/${slug}/${id}`;
export const productUrl = (slug: string, id: number) => `/productdetail/${slug}/${id}`;
export const designerUrl = (slug: string, id: number) => `/designers/${slug}/${id}`;
