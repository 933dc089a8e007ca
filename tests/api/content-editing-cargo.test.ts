/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { auditLog, cacheRevalidations, cargoZones, countries } from '@/lib/server/db/schema';
import { zoneOfCountry } from '@/lib/server/services/cargo-zones';
import { operatorWithSession } from '../support/operators';
import { freshShop, post } from '../support/shop';

/*
 * Cargo rates edited from the back-office (issue 23 on the zones of migration 0015): the basket's
 * zone lookup and the public country list follow at once, only the cargo tag is marked, and bad
 * input is a field message with nothing saved.
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-cargo-'));
  shop = await freshShop({ products: 2 });
  editor = await operatorWithSession('editor');
});

const TURKIYE = 223;
const rates = { Zone: 'TR', FlatTry: '59,90', FreeFromTry: '1500', FlatUsd: '4.5', FreeFromUsd: '60' };

it('lists every zone with its rates and countries', async () => {
  const { status, body } = await post('operator-cargo-zones', {}, { headers: editor.headers });
  expect(status).toBe(200);
  expect(body.data.Zones.map((zone: { Zone: string }) => zone.Zone).sort()).toEqual(['EU', 'TR', 'WORLD']);
  const counts = Object.fromEntries(body.data.Zones.map((zone: { Zone: string; Countries: number }) => [zone.Zone, zone.Countries]));
  const [eu] = await shop.db.select({ n: count() }).from(countries).where(eq(countries.cargoZone, 'EU'));
  expect(counts.TR).toBe(1);
  expect(counts.EU).toBe(eu.n);
  expect(counts.EU).toBeGreaterThan(20);
});

it('saves a zone’s rates in minor units; the basket’s zone and the public country list show them, and only the cargo tag is marked', async () => {
  const { status } = await post('operator-cargo-zone-save', rates, { headers: editor.headers });
  expect(status).toBe(200);
  expect((await zoneOfCountry(shop.db, TURKIYE))?.rates).toEqual({ TRY: { flat: 5_990, freeFrom: 150_000 }, USD: { flat: 450, freeFrom: 6_000 } });
  const list = await post('get-country-list', { LanguageId: 1 });
  expect(list.body.data.zoneList.find((zone: { Zone: string }) => zone.Zone === 'TR')).toMatchObject({ FlatPrice: 5_990, FreeFrom: 150_000 });
  const marks = await shop.db.select({ tag: cacheRevalidations.tag }).from(cacheRevalidations);
  expect(marks.map((mark) => mark.tag)).toContain('cargo');
  expect(marks.map((mark) => mark.tag)).not.toContain('layout');
  const [audit] = await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(audit).toMatchObject({ action: 'cargo-zone.rates-changed', entityId: 'TR', operatorId: editor.id });
});

it.each([
  ['three decimals', { FlatTry: '1.999' }, 'FlatTry'],
  ['a negative threshold', { FreeFromUsd: '-5' }, 'FreeFromUsd'],
  ['a missing rate', { FlatUsd: '' }, 'FlatUsd'],
])('refuses %s beside the field and changes nothing', async (_name, overrides, field) => {
  const [before] = await shop.db.select().from(cargoZones).where(eq(cargoZones.code, 'EU'));
  const { status, body } = await post('operator-cargo-zone-save', { ...rates, Zone: 'EU', ...overrides }, { headers: editor.headers });
  expect(status).toBe(400);
  expect(Object.keys(body.errors)).toContain(field);
  expect((await shop.db.select().from(cargoZones).where(eq(cargoZones.code, 'EU')))[0]).toEqual(before);
});

it('answers 404 for a zone that does not exist', async () => {
  expect((await post('operator-cargo-zone-save', { ...rates, Zone: 'MARS' }, { headers: editor.headers })).status).toBe(404);
});
