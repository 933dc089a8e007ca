'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { logOut } from '@/lib/api/sign-in';
import type { Locale } from '@/lib/shop/locale';

/** Log out (spec 01 §4) from any account menu: busy until the language home loads afresh. */
export function LogOutButton({ className }: { className?: string }) {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={leaving}
      aria-busy={leaving || undefined}
      onClick={() => {
        setLeaving(true);
        void logOut(locale);
      }}
    >
      {leaving ? t('loggingOut') : t('logOut')}
    </button>
  );
}
