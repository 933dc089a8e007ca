import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from '../config/env';

/**
 * Uploaded and generated pictures live under the data folder, beside the database, unless
 * VITRIN_MEDIA_DIR names a folder that several instances share.
 */
export const mediaRoot = () => path.resolve(/*turbopackIgnore: true*/ process.env.VITRIN_MEDIA_DIR?.trim() || path.join(dataDir(), 'media'));

/**
 * Files people sent the shop (CVs of the career form): a folder beside the public one, not inside
 * it, so no path of the public /media route can ever reach them, and with MEDIA_BASE_URL they stay
 * here rather than on the CDN. Only server code reads them.
 */
export const privateMediaRoot = () => path.join(dataDir(), 'private-media');

/**
 * The absolute file for a relative media path, or null when the path is malformed or would
 * leave the media folder (`..`, absolute paths, backslashes, hidden files, NUL bytes).
 */
export function resolveMediaPath(relPath: string, root = mediaRoot()): string | null {
  if (!relPath || relPath.length > 512 || relPath.includes('\0') || relPath.includes('\\')) return null;
  const segments = relPath.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  const file = path.resolve(root, ...segments);
  return file.startsWith(root + path.sep) ? file : null;
}

const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG']);

export async function readMedia(relPath: string, root = mediaRoot()): Promise<Buffer | null> {
  const file = resolveMediaPath(relPath, root);
  if (!file) return null;
  try {
    return await fs.readFile(/*turbopackIgnore: true*/ file);
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
}

/** A stored file's absolute path and size (a film is streamed, not read whole), or null when it is not there. */
export async function statMedia(relPath: string, root = mediaRoot()): Promise<{ file: string; size: number } | null> {
  const file = resolveMediaPath(relPath, root);
  const stat = file ? await fs.stat(/*turbopackIgnore: true*/ file).catch(() => null) : null;
  return file && stat?.isFile() ? { file, size: stat.size } : null;
}

/** Writes through a temporary file and a rename, so a reader never sees half a picture. */
export async function writeMedia(relPath: string, data: Buffer, root = mediaRoot()): Promise<void> {
  const file = resolveMediaPath(relPath, root);
  if (!file) throw new Error(`Invalid media path: ${relPath}`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    await fs.writeFile(temporary, data);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
