'use client';

import { Suspense, useEffect, useState } from 'react';
import { lazyComponent } from '@/components/ui/lazyComponent';
import { onOpenLogin, type LoginMode } from '@/lib/api/events';

/** The dialog's forms and schema stay out of every page's first load; they arrive when first asked for. */
export const preloadLoginDialog = () => import('./LoginDialog');
const LoginDialog = lazyComponent(() => preloadLoginDialog().then((module) => module.LoginDialog));

/** Opens the login modal whenever any island calls `openLogin()` (the header icon, account pages, checkout). */
export function LoginModalHost() {
  const [mode, setMode] = useState<LoginMode | null>(null);
  useEffect(() => onOpenLogin(setMode), []);
  return <Suspense fallback={null}>{mode ? <LoginDialog key={mode} initialMode={mode} onClose={() => setMode(null)} /> : null}</Suspense>;
}
