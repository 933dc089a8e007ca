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
 * Each upload is a folder of chunk files named by their offset, each created exclusively: two copies
 * of one chunk sent at once (a retry racing its original, or two instances) cannot both be kept.
 */
const PARTIAL = '.partial';
/** An upload left unfinished this long is dropped when the next one starts. */
const ABANDONED_MS = 24 * 60 * 60 * 1000;

const uploadFolder = (uploadId: string) => path.join(mediaRoot(), PARTIAL, uploadId);
const chunkName = (offset: number) => String(offset).padStart(12, '0');
const refuse = (issue: 'type') => new FieldsRefused({ Chunk: issue });

async function dropAbandoned() {
  const folder = path.join(mediaRoot(), PARTIAL);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const now = Date.now();
  for (const name of names) {
    const stat = await fs.stat(path.join(folder, name)).catch(() => null);
    if (stat && now - stat.mtimeMs > ABANDONED_MS) await fs.rm(path.join(folder, name), { recursive: true, force: true });
  }
}

/** The upload's chunks in order with their offsets and sizes; null for an unknown upload. */
async function chunksOf(uploadId: string): Promise<{ file: string; offset: number; size: number }[] | null> {
  const names = await fs.readdir(uploadFolder(uploadId)).catch(() => null);
  if (!names) return null;
  return Promise.all(
    names.sort().map(async (name) => ({ file: path.join(uploadFolder(uploadId), name), offset: Number(name), size: (await fs.stat(path.join(uploadFolder(uploadId), name))).size })),
  );
}

/** Where the stored chunks end, or null when they do not follow one another from 0. */
const endOf = (chunks: { offset: number; size: number }[]) => chunks.reduce<number | null>((end, chunk) => (end === chunk.offset ? end + chunk.size : null), 0);

async function writeChunk(uploadId: string, offset: number, bytes: Buffer) {
  try {
    await fs.writeFile(path.join(uploadFolder(uploadId), chunkName(offset)), bytes, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw refuse('type');
    throw error;
  }
}

/**
 * One chunk of a film (the schema checked its type, size and the limit): the first starts an
 * upload, each later one is kept only at the offset where the stored chunks end (a repeated or
 * skipped chunk is refused), and `Done` joins the chunks, in order and without a gap, into the
 * film's own folder under the about uploads, whose path the about page's save then takes.
 */
export async function storeVideoChunk(input: VideoUploadInput) {
  const bytes = Buffer.from(input.Chunk, 'base64');
  let uploadId = input.UploadId ?? null;
  if (!uploadId) {
    const type = videoTypeOfBytes(bytes);
    if (input.Offset !== 0 || !type) throw refuse('type');
    await dropAbandoned();
    uploadId = `${randomUUID()}.${type}`;
    await fs.mkdir(uploadFolder(uploadId), { recursive: true });
  } else {
    const chunks = await chunksOf(uploadId);
    if (!chunks || endOf(chunks) !== input.Offset) throw refuse('type');
  }
  await writeChunk(uploadId, input.Offset, bytes);
  const received = input.Offset + bytes.length;
  if (!input.Done) return { UploadId: uploadId, Received: received, Path: null };

  const chunks = (await chunksOf(uploadId))!;
  if (endOf(chunks) !== received) throw refuse('type');
  const [id, type] = uploadId.split('.');
  const relPath = `uploads/about/${id}/film.${type}`;
  const target = resolveMediaPath(relPath)!;
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Joined beside the chunks (never served, dropped with them if abandoned), then moved in whole.
  const joined = `${uploadFolder(uploadId)}.film`;
  const film = await fs.open(joined, 'wx');
  try {
    for (const chunk of chunks) await film.write(await fs.readFile(chunk.file));
  } finally {
    await film.close();
  }
  await fs.rename(joined, target);
  await fs.rm(uploadFolder(uploadId), { recursive: true, force: true });
  return { UploadId: uploadId, Received: received, Path: `${MEDIA_PREFIX}${relPath}` };
}
