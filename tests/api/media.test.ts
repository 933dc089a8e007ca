/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { mediaResponse } from '@/lib/server/media/serve';
import { mediaRoot } from '@/lib/server/media/store';
import { freshShop } from '../support/shop';

/** A demo picture the seeded catalogue refers to: the first photo of product 7. */
let seeded = '';

beforeAll(async () => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-media-'));
  const shop = await freshShop({ products: 48 });
  const result = await shop.db.execute(sql`select photo_path from product_photos where product_id = 7 order by sort_order limit 1`);
  seeded = String((result as unknown as { rows: { photo_path: string }[] }).rows[0].photo_path).replace(/^\/media\//, '');
});

const stored = (relPath: string) => fs.existsSync(path.join(mediaRoot(), relPath));

const get = (relPath: string) => mediaResponse(relPath.split('/'));

describe('GET /media/<path>', () => {
  it('draws a missing demo picture once, keeps it in the store and lets browsers keep it for a year', async () => {
    expect(seeded).toMatch(/^demo\/product\/[a-z]+-p7-1-[0-9a-f]{6}\.webp$/);
    const response = await get(seeded);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(8, 12).toString()).toBe('WEBP');
    expect(fs.readFileSync(path.join(mediaRoot(), seeded)).equals(body)).toBe(true);
    expect(Buffer.from(await (await get(seeded)).arrayBuffer()).equals(body)).toBe(true);
  });

  it('draws nothing and stores nothing for a well-formed demo name the seed never used', async () => {
    const invented = [
      'demo/product/ring-p999999-1-aabbcc.webp',
      seeded.replace(/-[0-9a-f]{6}\.webp$/, '-123456.webp'),
      'demo/banner/jewellery-invented-1.webp',
      'demo/slider-mobile/collection-s99.webp',
    ];
    for (const relPath of invented) {
      expect([relPath, (await get(relPath)).status]).toEqual([relPath, 404]);
      expect([relPath, stored(relPath)]).toEqual([relPath, false]);
    }
  });

  it('serves a stored upload as it is', async () => {
    fs.mkdirSync(path.join(mediaRoot(), 'uploads'), { recursive: true });
    fs.writeFileSync(path.join(mediaRoot(), 'uploads/logo.png'), 'png-bytes');
    const response = await get('uploads/logo.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await response.text()).toBe('png-bytes');
  });

  it('answers 404, never a file outside the store or a 500, for bad paths', async () => {
    for (const bad of ['../secrets/AUTH_SECRET', 'demo/../../etc/passwd.png', '.hidden/x.webp', 'demo/product/p1-1.exe', 'demo/unknown-kind/x.webp', 'nothing/here.webp', 'a//b.webp']) {
      expect((await get(bad)).status).toBe(404);
    }
  });

  it('sends every request to the CDN when MEDIA_BASE_URL is set', async () => {
    process.env.MEDIA_BASE_URL = 'https://cdn.example/vitrin/';
    try {
      const response = await get(seeded);
      expect(response.status).toBe(308);
      expect(response.headers.get('location')).toBe(`https://cdn.example/vitrin/${seeded}`);
    } finally {
      delete process.env.MEDIA_BASE_URL;
    }
  });
});
