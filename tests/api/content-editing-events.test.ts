/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '@/lib/server/db/client';
import { auditLog, cacheRevalidations, collaborations, fashionItems, workshops } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import tr from '@/messages/tr.json';
import { operatorWithSession } from '../support/operators';
import { freshShop, post } from '../support/shop';

/*
 * The editor's arts & workshops, collaborations and fashion tiles (issue 23): who may call (editor
 * and owner; staff 403), bad input (a field message in the operator's language, nothing saved), the
 * 409 of a stale save, and what a save leaves: the audit row, the marks of exactly the reads it
 * changed, and the storefront's answer.
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let owner: Awaited<ReturnType<typeof operatorWithSession>>;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;
const photos: Record<string, string> = {};

const as = (who: { headers: Record<string, string> }, lang = 'tr') => ({ headers: { ...who.headers, 'accept-language': lang } });
const latestAudit = async () => (await shop.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const marks = async () => (await shop.db.select({ tag: cacheRevalidations.tag }).from(cacheRevalidations)).map((mark) => mark.tag).sort();
const clearMarks = () => shop.db.delete(cacheRevalidations);

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-events-'));
  shop = await freshShop({ products: 2 });
  [editor, owner, staff] = await Promise.all([operatorWithSession('editor'), operatorWithSession('owner'), operatorWithSession('staff')]);
  const jpeg = await sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
  for (const target of ['workshop', 'collaboration', 'fashion']) {
    const uploaded = await post('catalogue-image-upload', { Target: target, File: jpeg.toString('base64'), AltTr: 'Resim', AltEn: 'Picture' }, as(editor));
    expect(uploaded.status).toBe(200);
    photos[target] = uploaded.body.data.Path;
  }
});

const NEW_WORKSHOP = {
  TitleTr: 'Ahşap Kaşık Oyma',
  TitleEn: 'Carving a Wooden Spoon',
  DescriptionTr: '<p>Bir günde ıhlamur ağacından kendi kaşığınızı oyuyorsunuz.</p><script>alert(1)</script>',
  DescriptionEn: '<p>In one day you carve your own spoon from lime wood.</p>',
  IsWorkshop: true,
  FeeTry: '1750',
  FeeUsd: '54.90',
  StartsAt: '2027-03-06T08:00:00.000Z',
  EndsAt: '2027-03-06T14:00:00.000Z',
};

describe('who may call', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['operator-events', { Kind: 'workshop' }],
    ['operator-event-move', { Kind: 'fashion', Id: 1, Direction: 'down' }],
    ['operator-workshop', { Id: 1 }],
    ['operator-workshop-save', { ...NEW_WORKSHOP, CoverPhoto: 'x' }],
    ['operator-collaboration', { Id: 1 }],
    ['operator-collaboration-save', { DesignerId: 1 }],
    ['operator-fashion-tile', { Id: 1 }],
    ['operator-fashion-tile-save', { TitleTr: 'x' }],
    ['operator-fashion-tile-delete', { Id: 1 }],
  ];
  it.each(calls)('%s: staff 403, nobody 401', async (name, data) => {
    expect((await post(name, { LanguageId: 1, ...data }, as(staff))).status).toBe(403);
    expect((await post(name, { LanguageId: 1, ...data })).status).toBe(401);
  });

  it('lets the owner read what editors keep', async () => {
    for (const Kind of ['workshop', 'collaboration', 'fashion']) expect((await post('operator-events', { LanguageId: 1, Kind }, as(owner))).status).toBe(200);
  });
});

describe('workshops', () => {
  it('creates a workshop with its dates and fees in minor units; the storefront shows each currency, only its tags are marked', async () => {
    await clearMarks();
    const { status, body } = await post('operator-workshop-save', { LanguageId: 1, ...NEW_WORKSHOP, CoverPhoto: photos.workshop }, as(editor));
    expect(status).toBe(200);
    expect(body.message).toBe(tr.notices.event_created);
    const id = body.data.Id as number;
    expect(body.data.Removed.DescriptionTr).toContain('<script>');
    const [row] = await shop.db.select().from(workshops).where(eq(workshops.id, id));
    expect(row).toMatchObject({ feeTry: 175000, feeUsd: 5490, slugTr: 'ahsap-kasik-oyma', slugEn: 'carving-a-wooden-spoon', version: 1, coverPhoto: photos.workshop, detailPhoto: photos.workshop });
    expect(row.descriptionTr).not.toContain('<script');
    expect(row.endsAt?.toISOString()).toBe(NEW_WORKSHOP.EndsAt);
    expect(await marks()).toEqual(['workshop:' + id, 'workshops'].sort());
    expect(await latestAudit()).toMatchObject({ action: 'workshop.created', entity: 'workshop', entityId: String(id), operatorId: editor.id });

    const english = (await post('get-arts-workshops-detail', { LanguageId: 2, Id: id })).body.data.detailData;
    expect(english).toMatchObject({ Fee: 5490, Currency: 'USD', StartsAt: NEW_WORKSHOP.StartsAt, EndsAt: NEW_WORKSHOP.EndsAt });
    expect((await post('get-arts-workshops-detail', { LanguageId: 1, Id: id })).body.data.detailData).toMatchObject({ Fee: 175000, Currency: 'TRY' });

    const loaded = (await post('operator-workshop', { LanguageId: 1, Id: id }, as(editor))).body.data;
    expect(loaded).toMatchObject({ FeeTry: '1750.00', FeeUsd: '54.90', Version: 1 });
  });

  it('hides a workshop and drops a fee: its page answers 404', async () => {
    const { body } = await post('operator-workshop-save', { LanguageId: 1, ...NEW_WORKSHOP, TitleEn: 'To hide', CoverPhoto: photos.workshop }, as(editor));
    const loaded = (await post('operator-workshop', { LanguageId: 1, Id: body.data.Id }, as(editor))).body.data;
    expect((await post('operator-workshop-save', { LanguageId: 1, ...loaded, IsActive: false, FeeUsd: '' }, as(editor))).status).toBe(200);
    expect((await post('get-arts-workshops-detail', { LanguageId: 2, Id: body.data.Id })).status).toBe(404);
    const [row] = await shop.db.select().from(workshops).where(eq(workshops.id, body.data.Id));
    expect(row).toMatchObject({ isActive: false, feeUsd: null, version: 2 });
  });

  it('refuses a save made from an older version (409) and changes nothing', async () => {
    const { body } = await post('operator-workshop-save', { LanguageId: 1, ...NEW_WORKSHOP, CoverPhoto: photos.workshop }, as(editor));
    const loaded = (await post('operator-workshop', { LanguageId: 1, Id: body.data.Id }, as(editor))).body.data;
    expect((await post('operator-workshop-save', { LanguageId: 1, ...loaded, FeeUsd: '60' }, as(editor))).status).toBe(200);
    const stale = await post('operator-workshop-save', { LanguageId: 2, ...loaded, FeeUsd: '70' }, as(editor, 'en'));
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(en.errors.record_changed);
    const [row] = await shop.db.select().from(workshops).where(eq(workshops.id, body.data.Id));
    expect(row).toMatchObject({ feeUsd: 6000, version: 2 });
  });

  it.each([
    ['a fee with three decimals', { FeeUsd: '12.345' }, 'FeeUsd', 'amount'],
    ['a negative fee', { FeeTry: '-100' }, 'FeeTry', 'amount'],
    ['an end before the start', { EndsAt: '2027-03-05T08:00:00.000Z' }, 'EndsAt', 'endsBeforeStart'],
    ['a date that is none', { StartsAt: 'yarın' }, 'StartsAt', 'date'],
    ['a cover that is not an upload of ours', { CoverPhoto: '/media/elsewhere/x.jpg' }, 'CoverPhoto', 'imageType'],
    ['an address with spaces', { SlugEn: 'not a slug' }, 'SlugEn', 'slug'],
  ] as const)('refuses %s beside the field, in tr and en, and saves nothing', async (_name, change, field, key) => {
    const before = await shop.db.select().from(workshops).orderBy(asc(workshops.id));
    for (const [lang, LanguageId, messages] of [['tr', 1, tr], ['en', 2, en]] as const) {
      const { status, body } = await post('operator-workshop-save', { LanguageId, ...NEW_WORKSHOP, CoverPhoto: photos.workshop, ...change }, as(editor, lang));
      expect(status).toBe(400);
      expect(body.errors[field]).toBe(messages.validation[key]);
    }
    expect(await shop.db.select().from(workshops).orderBy(asc(workshops.id))).toEqual(before);
  });

  it('answers 404 for a workshop that is not there', async () => {
    expect((await post('operator-workshop', { LanguageId: 1, Id: 2_000_000 }, as(editor))).status).toBe(404);
    expect((await post('operator-workshop-save', { LanguageId: 1, ...NEW_WORKSHOP, Id: 2_000_000, Version: 1, CoverPhoto: photos.workshop }, as(editor))).status).toBe(404);
  });
});

describe('collaborations', () => {
  it('creates one last in the list, moves it up, and marks the list, its page and its designer', async () => {
    const designers = (await post('catalogue-designers', { LanguageId: 1 }, as(editor))).body.data.Rows as { DesignerId: number }[];
    const DesignerId = designers[0].DesignerId;
    await clearMarks();
    const { status, body } = await post(
      'operator-collaboration-save',
      { LanguageId: 2, DesignerId, TitleTr: 'Kış koleksiyonu', TitleEn: 'Winter collection', DescriptionTr: '<p>Atölyeyle birlikte tasarlanan kış parçaları.</p>', DescriptionEn: '<p>Winter pieces designed with the studio.</p>', CoverPhoto: photos.collaboration },
      as(editor, 'en'),
    );
    expect(status).toBe(200);
    expect(body.message).toBe(en.notices.event_created);
    const id = body.data.Id as number;
    expect(await marks()).toEqual(['collaboration:' + id, 'collaborations', 'designer:' + DesignerId].sort());
    const order = async () => (await shop.db.select({ id: collaborations.id }).from(collaborations).orderBy(asc(collaborations.sortOrder), asc(collaborations.id))).map((row) => row.id);
    const ids = await order();
    expect(ids.at(-1)).toBe(id);

    await clearMarks();
    const moved = await post('operator-event-move', { LanguageId: 1, Kind: 'collaboration', Id: id, Direction: 'up' }, as(editor));
    expect(moved.body.data.Moved).toBe(ids.length > 1);
    if (ids.length > 1) {
      expect((await order()).at(-2)).toBe(id);
      expect(await marks()).toEqual(['collaborations']);
      expect(await latestAudit()).toMatchObject({ action: 'collaboration.moved', entityId: String(id) });
    }
    const shown = (await post('get-collaboration-detail', { LanguageId: 2, CollaborationId: id })).body.data.collaborationData;
    expect(shown.Title).toBe('Winter collection');
  });

  it('refuses a designer that is not there beside the field', async () => {
    const { status, body } = await post(
      'operator-collaboration-save',
      { LanguageId: 2, DesignerId: 2_000_000, TitleTr: 'Kış', TitleEn: 'Winter', DescriptionTr: '<p>Atölyeyle birlikte tasarlanan kış parçaları.</p>', DescriptionEn: '<p>Winter pieces designed with the studio.</p>', CoverPhoto: photos.collaboration },
      as(editor, 'en'),
    );
    expect(status).toBe(400);
    expect(body.errors.DesignerId).toBe(en.validation.oneOf);
  });
});

describe('fashion tiles', () => {
  it('creates, changes (409 from an old version), moves and deletes a tile, marking only the fashion page', async () => {
    await clearMarks();
    const created = await post('operator-fashion-tile-save', { LanguageId: 1, TitleTr: 'Keten', TitleEn: 'Linen', ButtonUrl: '/fashion', CoverPhoto: photos.fashion }, as(editor));
    expect(created.status).toBe(200);
    const id = created.body.data.Id as number;
    expect(await marks()).toEqual(['content:fashion']);
    const loaded = (await post('operator-fashion-tile', { LanguageId: 1, Id: id }, as(editor))).body.data;
    expect((await post('operator-fashion-tile-save', { LanguageId: 1, ...loaded, TitleEn: 'Summer linen' }, as(editor))).status).toBe(200);
    expect((await post('operator-fashion-tile-save', { LanguageId: 1, ...loaded, TitleEn: 'Stale' }, as(editor))).status).toBe(409);
    const tiles = (await post('get-fashions', { LanguageId: 2 })).body.data.fashionList as { Title: string }[];
    expect(tiles.at(-1)?.Title).toBe('Summer linen');

    const bad = await post('operator-fashion-tile-save', { LanguageId: 2, ...loaded, Version: 2, ButtonUrl: '//elsewhere.example' }, as(editor, 'en'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors.ButtonUrl).toBe(en.validation.url);

    expect((await post('operator-event-move', { LanguageId: 1, Kind: 'fashion', Id: id, Direction: 'up' }, as(editor))).status).toBe(200);
    expect((await post('operator-event-move', { LanguageId: 1, Kind: 'workshop', Id: id, Direction: 'up' }, as(editor))).status).toBe(400);
    await clearMarks();
    expect((await post('operator-fashion-tile-delete', { LanguageId: 1, Id: id }, as(editor))).status).toBe(200);
    expect(await shop.db.select().from(fashionItems).where(eq(fashionItems.id, id))).toEqual([]);
    expect(await marks()).toEqual(['content:fashion']);
    expect(await latestAudit()).toMatchObject({ action: 'fashion.deleted', entityId: String(id) });
    expect((await post('operator-fashion-tile-delete', { LanguageId: 1, Id: id }, as(editor))).status).toBe(404);
  });
});
