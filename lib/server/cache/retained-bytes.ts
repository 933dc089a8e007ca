/**
 * What a cached value really costs in memory, for caches that are bounded in bytes. V8 keeps a
 * string with any character above U+00FF (ş, ğ, ı, İ…) at two bytes per character, so a Turkish
 * page costs about twice its UTF-8 size while it is a string; a Buffer costs its bytes outside the
 * V8 heap. The small fixed costs are V8's object headers on a 64-bit build, near enough to keep a
 * cache of many small entries honest too.
 */
const STRING_HEADER = 16;
const OBJECT_HEADER = 24;
const SLOT = 8;
const BUFFER_OBJECT = 96;
const TWO_BYTE = /[^\u0000-\u00ff]/;

/** A string's heap cost: one byte per character when all are Latin-1, two otherwise. */
const stringBytes = (text: string) => STRING_HEADER + text.length * (TWO_BYTE.test(text) ? 2 : 1);

/** Bytes retained by `value`: strings by their V8 width, Buffers and typed arrays by their bytes, containers by what they hold. */
export function retainedBytes(value: unknown): number {
  if (value == null) return 0;
  if (typeof value === 'string') return stringBytes(value);
  if (typeof value !== 'object') return SLOT;
  if (ArrayBuffer.isView(value)) return BUFFER_OBJECT + value.byteLength;
  if (value instanceof Map) {
    let bytes = OBJECT_HEADER;
    for (const [key, item] of value) bytes += 3 * SLOT + retainedBytes(key) + retainedBytes(item);
    return bytes;
  }
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + SLOT + retainedBytes(item), OBJECT_HEADER);
  let bytes = OBJECT_HEADER;
  for (const [key, item] of Object.entries(value)) bytes += 2 * SLOT + retainedBytes(key) + retainedBytes(item);
  return bytes;
}
