import type en from '@/messages/en.json';

export type Namespace = keyof typeof en;

/**
 * The catalogues the layout's islands read: the header, its drawer, basket and profile popovers,
 * the login modal and its forms, the modal system and the error page. Every page gets these; a
 * page adds the ones of its own islands (`ClientMessages add`). tests/unit/client-messages.test.ts
 * follows each page's imports and fails when an island would miss its texts.
 */
export const SHELL_NAMESPACES = ['account', 'auth', 'basketPopover', 'errorPage', 'forms', 'header', 'language', 'menu', 'modals', 'validation'] as const satisfies readonly Namespace[];
