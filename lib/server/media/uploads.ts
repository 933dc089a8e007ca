import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { imageTypeOfBytes, MAX_IMAGE_BYTES, UPLOAD_TARGETS, type UploadTarget } from '@/lib/shop/images';
import { FieldsRefused } from '../services/editing/refusals';
import { writeMedia } from './store';

export interface StoredImage {
  /** The largest WebP as the shop's records name pictures (`/media/…`): what a record keeps, and what next/image resizes from. */
  path: string;
  width: number;
  height: number;
  variants: { width: number; format: 'avif' | 'webp'; path: string; bytes: number }[];
}

/** Records name media by their public path, as the seed's pictures are named. */
export const MEDIA_PREFIX = '/media/';

/** Pixels a decoded upload may hold (a 15 MB file can still claim 60000×60000: a decompression bomb). */
const MAX_PIXELS = 60_000_000;

/** A file that is no picture or too large: refused on the upload's File field. */
const refuse = (issue: 'imageType' | 'fileSize') => new FieldsRefused({ File: issue });

/**
 * One uploaded picture into the media store, for any editing screen (`target` picks its widths):
 * checked by its first bytes and by sharp decoding it, turned upright by its EXIF orientation, then
 * re-encoded to AVIF and WebP at each width the shop serves there (never enlarged). Re-encoding
 * drops EXIF (camera, GPS) and anything else riding in the file. Paths are new every time, so the
 * year-long immutable caching of /media stays true. A refusal is a FieldsRefused on `File`.
 */
export async function storeUploadedImage(bytes: Buffer, target: UploadTarget): Promise<StoredImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw refuse('fileSize');
  if (!imageTypeOfBytes(bytes)) throw refuse('imageType');
  let upright: Buffer;
  let info: OutputInfo;
  try {
    ({ data: upright, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate().toBuffer({ resolveWithObject: true }));
  } catch {
    throw refuse('imageType');
  }
  const folder = `uploads/${target}/${randomUUID()}`;
  const widths = [...new Set(UPLOAD_TARGETS[target].map((width) => Math.min(width, info.width)))];
  const variants: StoredImage['variants'] = [];
  for (const width of widths) {
    for (const format of ['avif', 'webp'] as const) {
      const resized = sharp(upright).resize({ width, withoutEnlargement: true });
      const data = await (format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 })).toBuffer();
      const path = `${folder}/${width}.${format}`;
      await writeMedia(path, data);
      variants.push({ width, format, path: `${MEDIA_PREFIX}${path}`, bytes: data.length });
    }
  }
  const largest = Math.max(...widths);
  return { path: `${MEDIA_PREFIX}${folder}/${largest}.webp`, width: largest, height: Math.round((info.height * largest) / info.width), variants };
}
