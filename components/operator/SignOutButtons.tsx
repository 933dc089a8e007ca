'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { useIsClient } from '@/components/ui/useIsClient';
import { operatorLogout } from '@/lib/api/operator';
import { localizedPath, type Locale } from '@/lib/shop/locale';
import { operatorRoutes } from '@/lib/shop/operator-routes';

/** Sign out here, or end every session of this operator (a lost phone, a shared computer). */
export function SignOutButtons() {
  const t = useTranslations('operator');
  const locale = useLocale() as Locale;
  const interactive = useIsClient();
  const [busy, setBusy] = useState(false);
  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    await operatorLogout(everywhere);
    window.location.assign(localizedPath(operatorRoutes.signIn(), locale));
  };
  return (
    <>
      <Button variant="secondary" size="sm" disabled={!interactive || busy} onClick={() => signOut(false)}>
        {t('signOut')}
      </Button>
      <Button variant="ghost" size="sm" disabled={!interactive || busy} onClick={() => signOut(true)}>
        {t('signOutEverywhere')}
      </Button>
    </>
  );
}
