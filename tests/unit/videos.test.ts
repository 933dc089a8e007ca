import { parseRange } from '@/lib/server/http/range';
import { videoTypeOfBytes } from '@/lib/shop/videos';

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));

describe('videoTypeOfBytes', () => {
  it.each([
    ['an MP4', bytes([0, 0, 0, 24], 'ftypisom'), 'mp4'],
    ['an M4V', bytes([0, 0, 0, 32], 'ftypM4V '), 'mp4'],
    ['a WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'webm'],
    ['a Matroska film that is not WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'), null],
    ['an AVIF picture (the same box)', bytes([0, 0, 0, 24], 'ftypavif'), null],
    ['a HEIC picture', bytes([0, 0, 0, 24], 'ftypheic'), null],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), null],
    ['nothing', bytes(), null],
  ])('%s', (_what, head, type) => expect(videoTypeOfBytes(head)).toBe(type));
});

describe('parseRange', () => {
  it.each([
    [null, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=-10', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-', null],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
  ])('%s of 1000 bytes', (header, expected) => expect(parseRange(header, 1000)).toEqual(expected));
});
