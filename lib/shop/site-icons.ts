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

/** The icons of a layout's metadata (app/favicon.ico stays Next's file: /favicon.ico is asked for by name). */
export const iconMetadata: Metadata['icons'] = { icon: [SITE_ICONS.svg], apple: [SITE_ICONS.apple] };
