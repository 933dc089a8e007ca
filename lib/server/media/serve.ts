import 'server-only';
import { getDb } from '../db/client';
import { isKnownMediaAsset } from '../services/media-assets';
import { parseDemoPath, renderDemoImage } from './demo-images';
import { drawOnce } from './draw-once';
import { readMedia, resolveMediaPath } from './store';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Media paths never change content, so browsers and CDNs may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One render per missing demo picture even when a page asks for it several times at once (and, with Redis, across processes: draw-once.ts). */
const rendering = new Map<string, Promise<Buffer>>();

/**
 * Draws a demo picture only for a path the seeded data refers to: any other name is a 404 that
 * costs one lookup, never a render or a file.
 */
async function generate(relPath: string): Promise<Buffer | null> {
  const demo = parseDemoPath(relPath);
  if (!demo) return null;
  if (!rendering.has(relPath) && !(await isKnownMediaAsset(await getDb(), relPath))) return null;
  let pending = rendering.get(relPath);
  if (!pending) {
    pending = drawOnce(relPath, () => renderDemoImage(demo)).finally(() => rendering.delete(relPath));
    rendering.set(relPath, pending);
  }
  return pending;
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** GET /media/<path>: the stored file, a demo picture drawn on first request, or a redirect to the media CDN. */
export async function mediaResponse(segments: readonly string[]): Promise<Response> {
  const relPath = segments.join('/');
  const contentType = CONTENT_TYPES[relPath.slice(relPath.lastIndexOf('.') + 1).toLowerCase()];
  if (!contentType || !resolveMediaPath(relPath)) return notFound();

  const base = process.env.MEDIA_BASE_URL?.trim().replace(/\/+$/, '');
  if (base) {
    return new Response(null, { status: 308, headers: { Location: `${base}/${segments.map(encodeURIComponent).join('/')}` } });
  }

  const data = (await readMedia(relPath)) ?? (await generate(relPath));
  if (!data) return notFound();
  return new Response(new Uint8Array(data), {
    headers: { 'Content-Type': contentType, 'Content-Length': String(data.length), 'Cache-Control': IMMUTABLE },
  });
}
