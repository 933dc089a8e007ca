/**
 * The about page's film (issue 23): an MP4 or WebM of at most 50 MB, sent in chunks small enough
 * for the API's body limit and the server's heap (a whole film as one base64 body would not be).
 */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;
export const VIDEO_CHUNK_BYTES = 4 * 1024 * 1024;

export const VIDEO_TYPES = ['mp4', 'webm'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];

/** What the file picker offers; the first bytes decide. */
export const VIDEO_ACCEPT = 'video/mp4,video/webm';

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));
const at = (bytes: Uint8Array, offset: number, signature: readonly number[]) => signature.every((byte, i) => bytes[offset + i] === byte);
const contains = (bytes: Uint8Array, signature: readonly number[], within: number) =>
  Array.from({ length: Math.max(0, Math.min(within, bytes.length) - signature.length + 1) }, (_, offset) => offset).some((offset) => at(bytes, offset, signature));

/**
 * The film's type by its first bytes: an ISO-BMFF `ftyp` box that is not a picture (AVIF/HEIF
 * share the box), or an EBML header whose doctype is `webm`; null for anything else.
 */
export function videoTypeOfBytes(bytes: Uint8Array): VideoType | null {
  if (at(bytes, 4, ascii('ftyp'))) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    return ['avif', 'avis', 'heic', 'heix', 'mif1', 'msf1'].includes(brand) ? null : 'mp4';
  }
  if (at(bytes, 0, [0x1a, 0x45, 0xdf, 0xa3]) && contains(bytes, ascii('webm'), 64)) return 'webm';
  return null;
}

/** Where an uploaded film is: its own folder under the about uploads, a name that never changes content. */
export const ABOUT_VIDEO_PATTERN = /^\/media\/uploads\/about\/[0-9a-f-]{36}\/film\.(mp4|webm)$/;
