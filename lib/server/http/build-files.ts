import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { BUILD_FILE_HEADERS } from './security-headers.ts';

const PREFIX = '/_next/static/';
const YEAR_SECONDS = 31_536_000;
/** Text the build writes in UTF-8 (Turkish strings in scripts, `content:` in styles), said so rather than left to the page's encoding. */
const TEXT_TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * The build's own files (`/_next/static/`: scripts, styles, fonts), answered before Next with the
 * bytes compressed once at build time (scripts/precompress-build.mjs): brotli or gzip as the browser
 * takes them, cached for a year (their names change with their content). A file the build did not
 * make goes on to Next, which answers 404. `dir` is the project's folder.
 */
export function buildFiles(dir: string) {
  const serve = sirv(path.join(dir, '.next', 'static'), {
    brotli: true,
    gzip: true,
    etag: true,
    maxAge: YEAR_SECONDS,
    immutable: true,
    extensions: [],
    setHeaders: (res, pathname) => {
      for (const { key, value } of BUILD_FILE_HEADERS) res.setHeader(key, value);
      const text = TEXT_TYPES[path.extname(pathname)];
      if (text) res.setHeader('Content-Type', text);
    },
  });
  /** Says whether it took the request; when not, the caller passes it on. */
  return (req: IncomingMessage, res: ServerResponse, otherwise: () => void): boolean => {
    const url = req.url ?? '';
    if (!url.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    req.url = url.slice(PREFIX.length - 1);
    serve(req, res, () => {
      req.url = url;
      otherwise();
    });
    return true;
  };
}
