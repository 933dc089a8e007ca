import type { SearchParams } from './listing';

/** Spec 02 §4 Arts tab status: 1 all, 2 art (not workshop), 3 workshops. */
export const WORKSHOP_TYPES = { all: 1, art: 2, workshops: 3 } as const;
export type WorkshopTab = keyof typeof WORKSHOP_TYPES;
export type WorkshopType = (typeof WORKSHOP_TYPES)[WorkshopTab];
export const WORKSHOP_TABS = Object.keys(WORKSHOP_TYPES) as WorkshopTab[];

/** Spec 02 §9: the arts page loads 10 at a time. */
export const WORKSHOP_PAGE_SIZE = 10;

/** Far beyond any real listing; keeps a hand-written ?page= from asking for an absurd offset. */
export const WORKSHOP_MAX_PAGE = 1000;

export interface WorkshopQuery {
  tab: WorkshopTab;
  /** 1-based page of the listing (the no-JavaScript "next page" links); load more starts after it. */
  page: number;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The tab and page a listing URL carries; anything unreadable is the first page of All. */
export function parseWorkshopQuery(params: SearchParams): WorkshopQuery {
  const tab = single(params.tab);
  const page = single(params.page)?.trim() ?? '';
  const number = /^\d{1,4}$/.test(page) ? Number(page) : 1;
  return {
    tab: WORKSHOP_TABS.includes(tab as WorkshopTab) ? (tab as WorkshopTab) : 'all',
    page: Math.min(Math.max(number, 1), WORKSHOP_MAX_PAGE),
  };
}
