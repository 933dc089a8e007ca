import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { videoTypeOfBytes } from '@/lib/shop/videos';
import type { VideoUploadInput } from '@/lib/shop/validation/editorial';
import { FieldsRefused } from '../services/editing/refusals';
import { MEDIA_PREFIX } from './uploads';
import { mediaRoot, resolveMediaPath } from './store';

/**
 * Films under way live in a hidden folder of the media store: /media never serves a name that
 * starts with a dot (store.ts), and instances that share the store share the uploads under way.
 */
const PARTIAL = '.partial';
/** An upload left unfinished this long is dropped when the next one starts. */
const ABANDONED_MS = 24 * 60 * 60 * 1000;

const partialFile = (uploadId: string) => path.join(mediaRoot(), PARTIAL, uploadId);
const refuse = (issue: 'type') => new FieldsRefused({ Chunk: issue });

async function dropAbandoned() {
  const folder = path.join(mediaRoot(), PARTIAL);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const stat = await fs.stat(path.join(folder, name)).catch(() => null);
    if (stat && now - stat.mtimeMs > ABANDONED_MS) await fs.rm(path.join(folder, name), { force: true });
  }
}

async function sizeOf(file: string): Promise<number | null> {
  return (await fs.stat(file).catch(() => null))?.size ?? null;
}

/**
 * One chunk of a film (the schema checked its type, size and the limit): the first starts an
 * upload, each later one is appended only at the offset the store holds (a repeated or skipped
 * chunk is refused), and `Done` moves the whole film to its own folder under the about uploads,
 * whose path the about page's save then takes.
 */
export async function storeVideoChunk(input: VideoUploadInput) {
  const bytes = Buffer.from(input.Chunk, 'base64');
  let uploadId = input.UploadId ?? null;
  if (!uploadId) {
    const type = videoTypeOfBytes(bytes);
    if (input.Offset !== 0 || !type) throw refuse('type');
    await dropAbandoned();
    uploadId = `${randomUUID()}.${type}`;
    await fs.mkdir(path.dirname(partialFile(uploadId)), { recursive: true });
    await fs.writeFile(partialFile(uploadId), bytes, { flag: 'wx' });
  } else {
    const held = await sizeOf(partialFile(uploadId));
    if (held === null || held !== input.Offset) throw refuse('type');
    await fs.appendFile(partialFile(uploadId), bytes);
  }
  const received = input.Offset + bytes.length;
  if (!input.Done) return { UploadId: uploadId, Received: received, Path: null };

  const [id, type] = uploadId.split('.');
  const relPath = `uploads/about/${id}/film.${type}`;
  const target = resolveMediaPath(relPath)!;
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(partialFile(uploadId), target);
  return { UploadId: uploadId, Received: received, Path: `${MEDIA_PREFIX}${relPath}` };
}
