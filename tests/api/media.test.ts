/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mediaResponse } from '@/lib/server/media/serve';
import { mediaRoot } from '@/lib/server/media/store';

beforeAll(() => {
  process.env.VITRIN_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-media-'));
});

const get = (relPath: string) => mediaResponse(relPath.split('/'));

describe('GET /media/<path>', () => {
  it('draws a missing demo picture once, keeps it in the store and lets browsers keep it for a year', async () => {
    const response = await get('demo/product/p7-1.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.subarray(8, 12).toString()).toBe('WEBP');
    const stored = path.join(mediaRoot(), 'demo/product/p7-1.webp');
    expect(fs.readFileSync(stored).equals(body)).toBe(true);
    expect(Buffer.from(await (await get('demo/product/p7-1.webp')).arrayBuffer()).equals(body)).toBe(true);
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
      const response = await get('demo/product/p7-1.webp');
      expect(response.status).toBe(308);
      expect(response.headers.get('location')).toBe('https://cdn.example/vitrin/demo/product/p7-1.webp');
    } finally {
      delete process.env.MEDIA_BASE_URL;
    }
  });
});
