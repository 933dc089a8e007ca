/** One byte range of a file, both ends included (what a 206 answers with). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * A request's `Range` header against a file of `size` bytes: null to answer the whole file (no
 * header, another unit, or several ranges, which a browser's video never asks for), a range, or
 * 'unsatisfiable' for one that starts past the end (a 416).
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const length = Math.min(Number(match[2]), size);
    return length > 0 ? { start: size - length, end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
