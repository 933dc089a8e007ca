/** @jest-environment node */
import { routes } from '@/lib/shop/routes';
import { parseWorkshopQuery, WORKSHOP_MAX_PAGE } from '@/lib/shop/workshops';

describe('the arts listing URL (tab and page in the query string)', () => {
  it('leaves defaults out of the route', () => {
    expect(routes.workshops()).toBe('/artsandworkshops');
    expect(routes.workshops({ tab: 'all', page: 1 })).toBe('/artsandworkshops');
    expect(routes.workshops({ tab: 'art' })).toBe('/artsandworkshops?tab=art');
    expect(routes.workshops({ tab: 'workshops', page: 3 })).toBe('/artsandworkshops?tab=workshops&page=3');
    expect(routes.workshops({ page: 2 })).toBe('/artsandworkshops?page=2');
  });

  it('reads what the route writes and falls back to the first page of All for anything else', () => {
    expect(parseWorkshopQuery({ tab: 'art', page: '2' })).toEqual({ tab: 'art', page: 2 });
    expect(parseWorkshopQuery({})).toEqual({ tab: 'all', page: 1 });
    expect(parseWorkshopQuery({ tab: 'constructor', page: '-1' })).toEqual({ tab: 'all', page: 1 });
    expect(parseWorkshopQuery({ tab: ['workshops', 'art'], page: ['0'] })).toEqual({ tab: 'workshops', page: 1 });
    expect(parseWorkshopQuery({ page: '1e3' })).toEqual({ tab: 'all', page: 1 });
    expect(parseWorkshopQuery({ page: '9999' }).page).toBe(WORKSHOP_MAX_PAGE);
  });
});
