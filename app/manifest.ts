import type { MetadataRoute } from 'next';

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
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
