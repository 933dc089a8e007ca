import type { MetadataRoute } from 'next';
import { SITE_ICONS } from '@/lib/shop/site-icons';

/** The web app manifest. Static (no request data), so it is built once and served as a file. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Vitrin',
    short_name: 'Vitrin',
    description: 'Objects by independent designers — Bağımsız tasarımcıların objeleri.',
    start_url: '/',
    display: 'standalone',
    background_color: '#f7f4ef',
    theme_color: '#f7f4ef',
    // The addresses the pages link, so each picture is fetched once.
    icons: Object.values(SITE_ICONS).map(({ url, sizes, type }) => ({ src: url, sizes, type })),
  };
}
