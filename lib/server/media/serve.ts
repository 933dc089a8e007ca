import 'server-only';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { getDb } from '../db/client';
import { parseRange } from '../http/range';
import { isKnownMediaAsset } from '../services/media-assets';
import { parseDemoPath, renderDemoImage } from './demo-images';
import { drawOnce } from './draw-once';
import { readMedia, resolveMediaPath, statMedia } from './store';

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

const VIDEO_TYPES = new Set(['video/mp4', 'video/webm']);

/**
 * A stored film, streamed: the whole file, or the one byte range a browser's video asks for (a
 * 206 with its Content-Range; a 416 for a range past the end), so seeking and resuming work.
 */
async function videoResponse(relPath: string, contentType: string, rangeHeader: string | null): Promise<Response> {
  const stored = await statMedia(relPath);
  if (!stored) return notFound();
  const headers: Record<string, string> = { 'Content-Type': contentType, 'Accept-Ranges': 'bytes', 'Cache-Control': IMMUTABLE };
  const range = parseRange(rangeHeader, stored.size);
  if (range === 'unsatisfiable') return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${stored.size}` } });
  if (stored.size === 0) return new Response(null, { headers: { ...headers, 'Content-Length': '0' } });
  const { start, end } = range ?? { start: 0, end: stored.size - 1 };
  const body = Readable.toWeb(createReadStream(/*turbopackIgnore: true*/ stored.file, { start, end })) as ReadableStream<Uint8Array>;
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${stored.size}`;
  return new Response(body, { status: range ? 206 : 200, headers: { ...headers, 'Content-Length': String(end - start + 1) } });
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** GET /media/<path>: the stored file (a film by byte ranges), a demo picture drawn on first request, or a redirect to the media CDN. */
export async function mediaResponse(segments: readonly string[], rangeHeader: string | null = null): Promise<Response> {
  const relPath = segments.join('/');
  const contentType = CONTENT_TYPES[relPath.slice(relPath.lastIndexOf('.') + 1).toLowerCase()];
  if (!contentType || !resolveMediaPath(relPath)) return notFound();

  const base = process.env.MEDIA_BASE_URL?.trim().replace(/\/+$/, '');
  if (base) {
    return new Response(null, { status: 308, headers: { Location: `${base}/${segments.map(encodeURIComponent).join('/')}` } });
  }

  if (VIDEO_TYPES.has(contentType)) return videoResponse(relPath, contentType, rangeHeader);
  const data = (await readMedia(relPath)) ?? (await generate(relPath));
  if (!data) return notFound();
  return new Response(new Uint8Array(data), {
    headers: { 'Content-Type': contentType, 'Content-Length': String(data.length), 'Cache-Control': IMMUTABLE },
  });
}
