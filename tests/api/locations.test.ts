/** @jest-environment node */
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { districts } from '@/lib/server/db/schema';
import { compareTurkish } from '@/lib/shop/collation';
import { freshShop, post } from '../support/shop';

let shop: Database;
beforeAll(async () => {
  shop = await freshShop({ products: 8 });
});

describe('/get-city-list', () => {
  it('answers the 81 provinces of Türkiye (CountryId 223, also the default) in Turkish alphabetical order', async () => {
    for (const data of [{ CountryId: 223 }, {}]) {
      const { status, body } = await post('get-city-list', data);
      expect(status).toBe(200);
      const list: { CityId: number; City: string }[] = body.data.cityList;
      expect(list).toHaveLength(81);
      expect(list.map((city) => city.City)).toEqual([...list.map((city) => city.City)].sort(compareTurkish));
      expect(list.find((city) => city.CityId === 34)).toEqual({ CityId: 34, City: 'İstanbul' });
      // Turkish order: Çanakkale after Bursa and before Denizli; İstanbul after Iğdır.
      const names = list.map((city) => city.City);
      expect(names.indexOf('Çanakkale')).toBeGreaterThan(names.indexOf('Bursa'));
      expect(names.indexOf('Çanakkale')).toBeLessThan(names.indexOf('Denizli'));
      expect(names.indexOf('İstanbul')).toBeGreaterThan(names.indexOf('Iğdır'));
    }
  });

  it('answers an empty list for a country without cities, and refuses a junk id', async () => {
    expect((await post('get-city-list', { CountryId: 1 })).body.data.cityList).toEqual([]);
    expect((await post('get-city-list', { CountryId: 'x' })).status).toBe(400);
  });
});

describe('/get-district-list', () => {
  it("answers the city's districts in Turkish order", async () => {
    const rows = await shop.db.select().from(districts).where(eq(districts.cityId, 34));
    const { status, body } = await post('get-district-list', { CityId: 34 });
    expect(status).toBe(200);
    const list: { DistrictId: number; District: string }[] = body.data.districtList;
    expect(list).toHaveLength(rows.length);
    expect(list.map((district) => district.District)).toEqual(rows.map((row) => row.name).sort(compareTurkish));
    expect(list.map((district) => district.District)).toContain('Kadıköy');
    const names = list.map((district) => district.District);
    expect(names.indexOf('Çatalca')).toBeLessThan(names.indexOf('Esenler'));
  });

  it('answers an empty list for an unknown city and refuses a missing or junk id', async () => {
    expect((await post('get-district-list', { CityId: 999 })).body.data.districtList).toEqual([]);
    for (const data of [{}, { CityId: 0 }, { CityId: 'abc' }]) {
      const { status, body } = await post('get-district-list', data);
      expect(status).toBe(400);
      expect(body.code).toBe('validation_failed');
    }
  });
});
