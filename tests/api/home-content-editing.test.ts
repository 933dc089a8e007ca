/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { execute } from '@/lib/server/api/execute';
import type { Database } from '@/lib/server/db/client';
import { auditLog, banners, cacheRevalidations, popups, sliders, users } from '@/lib/server/db/schema';
import { markHomeContentDue } from '@/lib/server/services/content-editing/home-content';
import { operatorWithSession } from '../support/operators';
import { memberCookie } from '../support/session';
import { freshShop, post } from '../support/shop';

/*
 * The editor's home slider, banners and daily popup (issue 23): who may call, what bad input gets
 * (a field message, never a 500, nothing saved), the version check, order, delete, which cache tags
 * a save marks (only its kind's), dates deciding what shoppers see, and the preview (draft mode)
 * showing unpublished rows to the server transport only, never over HTTP.
 */
let shop: Database;
let editor: Awaited<ReturnType<typeof operatorWithSession>>;
let staff: Awaited<ReturnType<typeof operatorWithSession>>;
let owner: Awaited<ReturnType<typeof operatorWithSession>>;
let shopperHeaders: { cookie: string };

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-home-content-'));
  shop = await freshShop({ products: 4 });
  [editor, staff, owner] = await Promise.all([operatorWithSession('editor'), operatorWithSession('staff'), operatorWithSession('owner')]);
  const [shopper] = await shop.db.insert(users).values({ email: 'ana.sayfa@example.com', nameSurname: 'Deniz Kaya', passwordHash: 'x', isActive: true }).returning();
  shopperHeaders = { cookie: await memberCookie(shopper.id) };
});

const HOUR = 60 * 60 * 1000;
/** A picture path as the upload pipeline names one (the service checks the shape of a changed picture). */
const uploaded = (target: 'slider' | 'banner' | 'popup') => `/media/uploads/${target}/${randomUUID()}/1280.webp`;
const slide = (overrides: Record<string, unknown> = {}) => ({
  TitleTr: `Kış seçkisi ${Math.random().toString(36).slice(2, 7)}`, TitleEn: 'Winter edit', SubtitleTr: 'Yeni', SubtitleEn: 'New', ContinueUrl: '/shop', Photo: uploaded('slider'), ...overrides,
});
const banner = (overrides: Record<string, unknown> = {}) => ({ Placement: 'home', TitleTr: 'Seramik', TitleEn: 'Ceramics', DescriptionTr: 'El yapımı', DescriptionEn: 'Handmade', ContinueUrl: '/shop', Photo: uploaded('banner'), ...overrides });
const popup = (overrides: Record<string, unknown> = {}) => ({ TitleTr: 'Merhaba', TitleEn: 'Hello', ButtonTitleTr: 'Keşfet', ButtonTitleEn: 'Discover', ContinueUrl: '/shop', Photo: uploaded('popup'), ...overrides });

const saveSlide = (data: Record<string, unknown>, headers = editor.headers) => post('operator-slide-save', data, { headers });
/** What the storefront's server transport reads, as shoppers (or, with `preview`, as an editor's draft-mode page) see it. */
const publicSlides = async (preview = false) => ((await execute('get-slider', { LanguageId: 1 }, { locale: 'tr', preview })).envelope.data as { sliderList: { Id: number }[] }).sliderList.map((row) => row.Id);
const marks = async (tags: string[]) => new Map((await shop.db.select().from(cacheRevalidations).where(inArray(cacheRevalidations.tag, tags))).map((row) => [row.tag, row.expiredAt]));

describe('who may call', () => {
  const calls: [string, Record<string, unknown>][] = [
    ['operator-home-content', { Kind: 'slider' }],
    ['operator-home-content-item', { Kind: 'slider', Id: 1 }],
    ['operator-home-content-delete', { Kind: 'banner', Id: 1 }],
    ['operator-home-content-move', { Kind: 'slider', Id: 1, Direction: 'down' }],
    ['operator-slide-save', slide()],
    ['operator-banner-save', banner()],
    ['operator-popup-save', popup()],
  ];
  it.each(calls)('%s: none 401, a shopper 403, staff 403', async (name, data) => {
    expect((await post(name, data)).status).toBe(401);
    expect((await post(name, data, { headers: shopperHeaders })).status).toBe(403);
    expect((await post(name, data, { headers: staff.headers })).status).toBe(403);
  });

  it('an editor and the owner list every kind', async () => {
    for (const Kind of ['slider', 'banner', 'popup']) {
      expect((await post('operator-home-content', { Kind }, { headers: editor.headers })).status).toBe(200);
      expect((await post('operator-home-content', { Kind }, { headers: owner.headers })).status).toBe(200);
    }
  });
});

describe('bad input: a field message in the operator’s language, nothing saved', () => {
  it.each([
    ['a link to another site by //', { ContinueUrl: '//evil.example/x' }, 'ContinueUrl'],
    ['a javascript: link', { ContinueUrl: 'javascript:alert(1)' }, 'ContinueUrl'],
    ['no Turkish title', { TitleTr: '' }, 'TitleTr'],
    ['an end before the start', { StartsAt: new Date(Date.now() + 2 * HOUR).toISOString(), EndsAt: new Date(Date.now() + HOUR).toISOString() }, 'EndsAt'],
    ['a date that is none', { StartsAt: 'yarın' }, 'StartsAt'],
    ['a colour that is none', { FontColor: 'red' }, 'FontColor'],
    ['a picture not from the upload pipeline', { Photo: 'https://evil.example/x.png' }, 'Photo'],
    ['a phone picture not from the upload pipeline', { MobilePhoto: '/media/../../etc/passwd' }, 'MobilePhoto'],
  ])('%s', async (_what, overrides, field) => {
    const before = (await shop.db.select({ id: sliders.id }).from(sliders)).length;
    const { status, body } = await post('operator-slide-save', slide(overrides), { headers: { ...editor.headers, 'accept-language': 'en' } });
    expect(status).toBe(400);
    expect(body.errors[field]).toEqual(expect.any(String));
    expect((await shop.db.select({ id: sliders.id }).from(sliders)).length).toBe(before);
  });

  it('an unknown kind, placement or direction is a 400', async () => {
    expect((await post('operator-home-content', { Kind: 'carousel' }, { headers: editor.headers })).status).toBe(400);
    expect((await post('operator-banner-save', banner({ Placement: 'footer' }), { headers: editor.headers })).status).toBe(400);
    expect((await post('operator-home-content-move', { Kind: 'popup', Id: 1, Direction: 'up' }, { headers: editor.headers })).status).toBe(400);
  });

  it('a record that is not there is a 404', async () => {
    expect((await post('operator-home-content-item', { Kind: 'popup', Id: 999_999 }, { headers: editor.headers })).status).toBe(404);
    expect((await saveSlide(slide({ Id: 999_999, Version: 1 }))).status).toBe(404);
  });
});

describe('slides', () => {
  it('a slide starting tomorrow is saved, audited, hidden from shoppers and shown in the preview; moving its start to now publishes it', async () => {
    const { status, body } = await saveSlide(slide({ StartsAt: new Date(Date.now() + 24 * HOUR).toISOString() }));
    expect(status).toBe(200);
    const id = body.data.Id as number;
    expect(await publicSlides()).not.toContain(id);
    expect(await publicSlides(true)).toContain(id);
    const listed = await post('operator-home-content', { Kind: 'slider' }, { headers: editor.headers });
    expect(listed.body.data.Rows.find((row: { Id: number }) => row.Id === id)).toMatchObject({ State: 'scheduled', Version: 1 });
    const [audit] = await shop.db.select().from(auditLog).where(and(eq(auditLog.entity, 'slider'), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({ action: 'slider.created', operatorId: editor.id });

    const detail = (await post('operator-home-content-item', { Kind: 'slider', Id: id }, { headers: editor.headers })).body.data;
    const published = await saveSlide({ ...detail, StartsAt: new Date(Date.now() - HOUR).toISOString() });
    expect(published.status).toBe(200);
    expect(published.body.data.Version).toBe(2);
    expect(await publicSlides()).toContain(id);
  });

  it('the preview is for the server transport only: the same read over HTTP shows shoppers’ slides', async () => {
    const { body } = await saveSlide(slide({ IsActive: false }));
    const overHttp = await post('get-slider', { LanguageId: 1, Preview: true, preview: true });
    expect(overHttp.body.data.sliderList.map((row: { Id: number }) => row.Id)).not.toContain(body.data.Id);
    expect(await publicSlides(true)).toContain(body.data.Id);
  });

  it('an ended or switched-off slide is not shown to shoppers', async () => {
    const ended = await saveSlide(slide({ StartsAt: new Date(Date.now() - 3 * HOUR).toISOString(), EndsAt: new Date(Date.now() - HOUR).toISOString() }));
    const off = await saveSlide(slide({ IsActive: false }));
    const shown = await publicSlides();
    expect(shown).not.toContain(ended.body.data.Id);
    expect(shown).not.toContain(off.body.data.Id);
  });

  it('tells the later of two editors saving one version that the slide changed (409), keeping the first save', async () => {
    const { body } = await saveSlide(slide());
    const detail = (await post('operator-home-content-item', { Kind: 'slider', Id: body.data.Id }, { headers: editor.headers })).body.data;
    expect((await saveSlide({ ...detail, TitleEn: 'First' })).status).toBe(200);
    const second = await saveSlide({ ...detail, TitleEn: 'Second' }, owner.headers);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('record_changed');
    const [row] = await shop.db.select().from(sliders).where(eq(sliders.id, body.data.Id));
    expect(row.titleEn).toBe('First');
  });

  it('keeps a stored picture that is not an upload (the seed’s) when other fields change', async () => {
    const [seeded] = await shop.db.select().from(sliders).limit(1);
    const detail = (await post('operator-home-content-item', { Kind: 'slider', Id: seeded.id }, { headers: editor.headers })).body.data;
    const { status } = await saveSlide({ ...detail, SubtitleEn: 'Kept picture' });
    expect(status).toBe(200);
    const [row] = await shop.db.select().from(sliders).where(eq(sliders.id, seeded.id));
    expect(row).toMatchObject({ photoPath: seeded.photoPath, subtitleEn: 'Kept picture' });
  });

  it('moves a slide up and down: shoppers see the new order', async () => {
    const a = (await saveSlide(slide())).body.data.Id as number;
    const b = (await saveSlide(slide())).body.data.Id as number;
    const order = async () => (await publicSlides()).filter((id) => id === a || id === b);
    expect(await order()).toEqual([a, b]);
    const moved = await post('operator-home-content-move', { Kind: 'slider', Id: b, Direction: 'up' }, { headers: editor.headers });
    expect(moved.status).toBe(200);
    expect(await order()).toEqual([b, a]);
    await post('operator-home-content-move', { Kind: 'slider', Id: b, Direction: 'down' }, { headers: editor.headers });
    expect(await order()).toEqual([a, b]);
  });

  it('deletes a slide: gone from shoppers and the editor, audited; a second delete is a 404', async () => {
    const id = (await saveSlide(slide())).body.data.Id as number;
    expect((await post('operator-home-content-delete', { Kind: 'slider', Id: id }, { headers: editor.headers })).status).toBe(200);
    expect(await publicSlides()).not.toContain(id);
    expect((await post('operator-home-content-item', { Kind: 'slider', Id: id }, { headers: editor.headers })).status).toBe(404);
    expect((await post('operator-home-content-delete', { Kind: 'slider', Id: id }, { headers: editor.headers })).status).toBe(404);
    const [audit] = await shop.db.select().from(auditLog).where(and(eq(auditLog.action, 'slider.deleted'), eq(auditLog.entityId, String(id))));
    expect(audit).toBeDefined();
  });
});

describe('cache tags: a save marks only its own kind', () => {
  it('a slide save marks content:slider, not the banners, the popup or the editorial content', async () => {
    const tags = ['content:slider', 'content:popup', 'content:banners:home', 'content'];
    const before = await marks(tags);
    const started = Date.now();
    await saveSlide(slide());
    const after = await marks(tags);
    expect(after.get('content:slider')).toBeGreaterThanOrEqual(started);
    for (const tag of ['content:popup', 'content:banners:home', 'content']) expect(after.get(tag)).toBe(before.get(tag));
  });

  it('a banner moved from the home rows to the fashion page marks both placements', async () => {
    const { body } = await post('operator-banner-save', banner(), { headers: editor.headers });
    const detail = (await post('operator-home-content-item', { Kind: 'banner', Id: body.data.Id }, { headers: editor.headers })).body.data;
    const slider = (await marks(['content:slider'])).get('content:slider');
    const started = Date.now();
    expect((await post('operator-banner-save', { ...detail, Placement: 'fashion' }, { headers: editor.headers })).status).toBe(200);
    const after = await marks(['content:banners:home', 'content:banners:fashion', 'content:slider']);
    expect(after.get('content:banners:home')).toBeGreaterThanOrEqual(started);
    expect(after.get('content:banners:fashion')).toBeGreaterThanOrEqual(started);
    expect(after.get('content:slider')).toBe(slider);
    const [row] = await shop.db.select().from(banners).where(eq(banners.id, body.data.Id));
    expect(row.placement).toBe('fashion');
  });

  it('a slide that starts by the clock is marked by the schedule job when its start passes', async () => {
    const starts = new Date(Date.now() + 30 * 1000);
    await saveSlide(slide({ StartsAt: starts.toISOString() }));
    await shop.db.delete(cacheRevalidations).where(eq(cacheRevalidations.tag, 'content:slider'));
    expect(await markHomeContentDue(shop.db, new Date(starts.getTime() - 60 * 1000), new Date(starts.getTime() - 1000))).toBe(0);
    expect(await markHomeContentDue(shop.db, new Date(starts.getTime() - 1000), new Date(starts.getTime() + 1000))).toBe(1);
    expect((await marks(['content:slider'])).get('content:slider')).toBe(starts.getTime() + 1000);
  });
});

describe('banners and the popup', () => {
  it('a quote banner needs no picture or link; a banner with a foreign picture is refused', async () => {
    expect((await post('operator-banner-save', banner({ Placement: 'quote', Photo: '', ContinueUrl: '' }), { headers: editor.headers })).status).toBe(200);
    const refused = await post('operator-banner-save', banner({ Photo: '/media/demo/banner/x.webp' }), { headers: editor.headers });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.Photo).toEqual(expect.any(String));
  });

  it('the popup shoppers get is one shown now; the preview shows the newest, even switched off', async () => {
    const shown = async (preview: boolean) => ((await execute('get-popup', { LanguageId: 2 }, { locale: 'en', preview })).envelope.data as { popup: { Id: number } | null }).popup?.Id;
    const { body } = await post('operator-popup-save', popup({ IsActive: false, TitleEn: 'Draft popup' }), { headers: editor.headers });
    expect(await shown(false)).not.toBe(body.data.Id);
    expect(await shown(true)).toBe(body.data.Id);
    const detail = (await post('operator-home-content-item', { Kind: 'popup', Id: body.data.Id }, { headers: editor.headers })).body.data;
    expect(detail).toMatchObject({ TitleEn: 'Draft popup', ButtonTitleEn: 'Discover', IsActive: false, State: 'off' });
    await shop.db.update(popups).set({ isActive: false });
    expect((await post('operator-popup-save', { ...detail, IsActive: true }, { headers: editor.headers })).status).toBe(200);
    expect(await shown(false)).toBe(body.data.Id);
  });

  it('a popup needs its button texts and a link', async () => {
    const { status, body } = await post('operator-popup-save', popup({ ButtonTitleEn: '', ContinueUrl: '' }), { headers: editor.headers });
    expect(status).toBe(400);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['ButtonTitleEn', 'ContinueUrl']));
  });
});
