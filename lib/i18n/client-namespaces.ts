import type en from '@/messages/en.json';

export type Namespace = keyof typeof en;

/**
 * The catalogues the layout's islands read: the header, its drawer, basket and profile popovers,
 * the login modal and its forms, the modal system, the error page and the cards' hearts (one island
 * for every heart of a page, components/product/hearts/FavouriteHearts.tsx). Every page gets these; a
 * page adds the ones of its own islands (`ClientMessages add`). tests/unit/client-messages.test.ts
 * follows each page's imports and fails when an island would miss its texts.
 */
export const SHELL_NAMESPACES = ['account', 'auth', 'basketPopover', 'errorPage', 'favourites', 'forms', 'header', 'language', 'menu', 'modals', 'validation'] as const satisfies readonly Namespace[];
