import { base64Bytes, isBase64 } from './documents';

/** The largest photo an editor may upload (issue 23): 15 MB before encoding. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

export const IMAGE_TYPES = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** What the file picker offers; the bytes decide, never the name or the browser's guess. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/**
 * Where an uploaded picture goes, and the widths the shop serves it at there (next.config's
 * deviceSizes/imageSizes that its pages ask for): the editing screens of products, variations and
 * designers, and the content screens (slider, banners, blog covers).
 */
export const UPLOAD_TARGETS = {
  product: [390, 828, 1280],
  variation: [390, 828, 1280],
  designerLogo: [128, 256, 384],
  slider: [828, 1280, 1920],
  banner: [828, 1280, 1920],
  /** The daily popup: a phone's full width or a 20rem card on larger screens. */
  popup: [390, 828],
  blogCover: [828, 1280],
  /** Arts & workshops, collaborations and fashion tiles: a card in a grid, and the detail's head. */
  workshop: [828, 1280],
  collaboration: [828, 1280],
  fashion: [828, 1280],
  /** The about page's photograph: a phone's full width, 55 % of a wide screen. */
  about: [828, 1280],
} as const satisfies Record<string, readonly number[]>;
export type UploadTarget = keyof typeof UPLOAD_TARGETS;

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const at = (bytes: Uint8Array, offset: number, signature: readonly number[]) => signature.every((byte, i) => bytes[offset + i] === byte);

/** The picture type by its first bytes (magic numbers), or null for anything else. */
export function imageTypeOfBytes(bytes: Uint8Array): ImageType | null {
  if (at(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (at(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(bytes, 0, ascii('RIFF')) && at(bytes, 8, ascii('WEBP'))) return 'webp';
  if (at(bytes, 4, ascii('ftyp')) && (at(bytes, 8, ascii('avif')) || at(bytes, 8, ascii('avis')))) return 'avif';
  if (at(bytes, 0, ascii('GIF87a')) || at(bytes, 0, ascii('GIF89a'))) return 'gif';
  return null;
}

/** The picture type of base64 content (only its first bytes are decoded), or null. */
export function imageTypeOf(value: string): ImageType | null {
  if (!isBase64(value)) return null;
  const head = atob(value.slice(0, 24));
  return imageTypeOfBytes(Uint8Array.from(head, (char) => char.charCodeAt(0)));
}

export const imageBytes = base64Bytes;
