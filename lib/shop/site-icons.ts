import type { Metadata } from 'next';

/**
 * The site's icons at one address each, as the pages link them and the web manifest lists them, so
 * a browser fetches each picture once. They are files of public/: app/'s icon files are linked with
 * a content-hash query that the manifest cannot know.
 */
export const SITE_ICONS = {
  svg: { url: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
  apple: { url: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
};

/** The old browsers' and crawlers' icon, at the address they ask for by name whether linked or not. */
const FAVICON = { url: '/favicon.ico', sizes: '48x48', type: 'image/x-icon' };

/** The icons of a layout's metadata. */
export const iconMetadata: Metadata['icons'] = { icon: [FAVICON, SITE_ICONS.svg], apple: [SITE_ICONS.apple] };
