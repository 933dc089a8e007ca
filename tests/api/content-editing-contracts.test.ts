/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { auditLog, cacheRevalidations, contracts, contractVersions } from '@/lib/server/db/schema';
import { DISTANCE_SALES_CONTRACT_ID, PRE_INFORMATION_CONTRACT_ID } from '@/lib/shop/contracts';
import { operatorWithSession } from '../support/operators';
import { freshShop, plainProductIds, post } from '../support/shop';
import { districtOf, fillBasket, member, orderBy, setStock } from './checkout-fixtures';

/*
 * Versioned contracts (issue 23): an editor's save adds a version and never rewrites an old one; an
 * order records the versions its shopper accepted, and both the shopper's and the back-office's order
 * pages show those words after the current text has changed.
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;
let kadikoy = 0;
let productId = 0;

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-contracts-'));
  shop = await freshShop({ products: 4 });
  editor = await operatorWithSession('editor');
  staff = await operatorWithSession('staff');
  kadikoy = await districtOf(shop, 34, 'Kadıköy');
  [productId] = await plainProductIds(shop.db, 1);
  await setStock(shop, productId, 20);
});

/** A member's bank-transfer order through the real checkout; answers the order's row. */
async function memberOrder(email: string) {
  const shopper = await member(shop, email);
  const saved = await post('add-address', { Title: 'Ev', NameSurname: 'Deniz Kaya', City: 34, District: kadikoy, Description: 'Moda Cad. 1', Phone: '(532) 765 43 21', Zip: '' }, { headers: shopper.headers });
  await fillBasket(shop, { userId: shopper.id }, [{ productId, quantity: 1 }]);
  const step = { LanguageId: 1, IsLoggedIn: true, DeliveryAddressId: saved.body.data.AdressId, BillNameSurname: 'Deniz Kaya', BillCitizenshipNumber: '10000000146' };
  const ordered = await post('payment-process', { ...step, IsForChecking: false, IsBank: true, BankAccountId: 1, ContractAccepted: true }, { headers: shopper.headers });
  expect(ordered.status).toBe(200);
  return { shopper, order: await orderBy(shop, ordered.body.data.MerchantOid) };
}

const NEW_TEXT = {
  LanguageId: 1,
  Id: DISTANCE_SALES_CONTRACT_ID,
  TitleTr: 'Mesafeli Satış Sözleşmesi',
  TitleEn: 'Distance Sales Contract',
  DescriptionTr: '<p>Yeni metin: cayma süresi on dört gündür.</p><script>alert(1)</script>',
  DescriptionEn: '<p>New text: the withdrawal period is fourteen days.</p>',
};

type Accepted = { Id: number; Version: number; Title: string; Description: string };

it('records the versions accepted at checkout and keeps showing them after an editor saves a new text', async () => {
  const [original] = await shop.db.select().from(contracts).where(eq(contracts.id, DISTANCE_SALES_CONTRACT_ID));
  expect(original.version).toBe(1);
  const { shopper, order } = await memberOrder('first.contracts@example.com');
  expect(order).toMatchObject({ distanceSalesVersion: 1, preInformationVersion: 1 });

  const saved = await post('operator-contract-save', { ...NEW_TEXT, Version: 1 }, { headers: editor.headers });
  expect(saved.status).toBe(200);
  expect(saved.body.data).toMatchObject({ Id: DISTANCE_SALES_CONTRACT_ID, Version: 2 });
  expect(saved.body.data.Removed.DescriptionTr.length).toBeGreaterThan(0);
  const versions = await shop.db.select().from(contractVersions).where(eq(contractVersions.contractId, DISTANCE_SALES_CONTRACT_ID)).orderBy(contractVersions.version);
  expect(versions.map((row) => row.version)).toEqual([1, 2]);
  expect(versions[0].descriptionTr).toBe(original.descriptionTr);
  expect(versions[1].descriptionTr).not.toContain('<script');
  const [audit] = await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  expect(audit).toMatchObject({ action: 'contract.version-added', entityId: String(DISTANCE_SALES_CONTRACT_ID), operatorId: editor.id });
  const marks = (await shop.db.select({ tag: cacheRevalidations.tag }).from(cacheRevalidations)).map((mark) => mark.tag);
  expect(marks).toContain('content');
  expect(marks).not.toContain('catalog');

  // The public contract page shows the new text at once…
  const publicList = await post('get-contracts', { LanguageId: 2 }, { headers: { 'accept-language': 'en' } });
  expect(publicList.body.data.contractList.find((c: { Id: number }) => c.Id === DISTANCE_SALES_CONTRACT_ID).Description).toContain('fourteen days');

  // …while the order still shows what its shopper accepted, on both order pages.
  const detail = await post('get-order-detail', { LanguageId: 1, OrderId: order.id }, { headers: { ...shopper.headers, 'accept-language': 'tr' } });
  expect(detail.status).toBe(200);
  const accepted = detail.body.data.List[0].AcceptedContracts as Accepted[];
  expect(accepted.map((c) => [c.Id, c.Version])).toEqual([
    [PRE_INFORMATION_CONTRACT_ID, 1],
    [DISTANCE_SALES_CONTRACT_ID, 1],
  ]);
  expect(accepted[1].Description).toBe(original.descriptionTr);
  expect(accepted[1].Description).not.toContain('on dört gündür');

  const back = await post('operator-order', { LanguageId: 2, OrderId: order.id }, { headers: { ...staff.headers, 'accept-language': 'en' } });
  expect(back.status).toBe(200);
  // In the order's language (Turkish here), whatever language the operator reads the back-office in.
  expect((back.body.data.AcceptedContracts as Accepted[]).find((c) => c.Id === DISTANCE_SALES_CONTRACT_ID)).toMatchObject({ Version: 1, Description: original.descriptionTr });

  // A later order accepts the new version.
  const later = await memberOrder('later.contracts@example.com');
  expect(later.order).toMatchObject({ distanceSalesVersion: 2, preInformationVersion: 1 });
});

it('refuses a save made from an older version (409) and adds nothing', async () => {
  const [current] = await shop.db.select({ version: contracts.version }).from(contracts).where(eq(contracts.id, DISTANCE_SALES_CONTRACT_ID));
  const { status, body } = await post('operator-contract-save', { ...NEW_TEXT, Version: current.version - 1 }, { headers: editor.headers });
  expect(status).toBe(409);
  expect(body.code).toBe('record_changed');
  const [after] = await shop.db.select({ version: contracts.version }).from(contracts).where(eq(contracts.id, DISTANCE_SALES_CONTRACT_ID));
  expect(after.version).toBe(current.version);
  const rows = await shop.db.select().from(contractVersions).where(and(eq(contractVersions.contractId, DISTANCE_SALES_CONTRACT_ID), eq(contractVersions.version, current.version + 1)));
  expect(rows).toHaveLength(0);
});

it.each([
  ['a one-letter title', { TitleEn: 'x' }, 'TitleEn'],
  ['an empty text', { DescriptionTr: '' }, 'DescriptionTr'],
])('refuses %s beside the field and saves nothing', async (_name, overrides, field) => {
  const [before] = await shop.db.select().from(contracts).where(eq(contracts.id, PRE_INFORMATION_CONTRACT_ID));
  const { status, body } = await post('operator-contract-save', { ...NEW_TEXT, Id: PRE_INFORMATION_CONTRACT_ID, Version: before.version, ...overrides }, { headers: editor.headers });
  expect(status).toBe(400);
  expect(Object.keys(body.errors)).toContain(field);
  expect((await shop.db.select().from(contracts).where(eq(contracts.id, PRE_INFORMATION_CONTRACT_ID)))[0]).toEqual(before);
});

it('lets editors keep contracts; staff get 403; an unknown contract is 404', async () => {
  expect((await post('operator-contract-save', { ...NEW_TEXT, Version: 1 }, { headers: staff.headers })).status).toBe(403);
  expect((await post('operator-contracts', { LanguageId: 1 }, { headers: staff.headers })).status).toBe(403);
  const list = await post('operator-contracts', { LanguageId: 1 }, { headers: editor.headers });
  expect(list.body.data.List.find((c: { Id: number }) => c.Id === DISTANCE_SALES_CONTRACT_ID).Version).toBeGreaterThanOrEqual(2);
  const detail = await post('operator-contract', { LanguageId: 1, Id: DISTANCE_SALES_CONTRACT_ID }, { headers: editor.headers });
  expect(detail.body.data.Versions.map((v: { Version: number }) => v.Version)).toEqual([2, 1]);
  expect((await post('operator-contract-save', { ...NEW_TEXT, Id: 999, Version: 1 }, { headers: editor.headers })).status).toBe(404);
});
