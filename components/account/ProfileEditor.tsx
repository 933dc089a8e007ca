'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/Button';
import { reloadUser } from '@/lib/api/account';
import { openLogin } from '@/lib/api/events';
import { rememberMember, type Member } from '@/lib/api/member';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { PersonalInfoForm } from './PersonalInfoForm';
import { Waiting } from '@/components/ui/Waiting';
import styles from './Profile.module.css';

type State = { state: 'waiting' } | { state: 'member'; user: Member } | { state: 'signedOut' };

/**
 * profilim (spec 02 §2): /reload-user refreshes the stored member on load, then the personal details
 * and, on request, the password panel. Without a session (401) a calm panel offers to sign in.
 */
export function ProfileEditor() {
  const t = useTranslations('profile');
  const [profile, setProfile] = useState<State>({ state: 'waiting' });

  useEffect(() => {
    let current = true;
    void reloadUser().then((reply) => {
      if (!current) return;
      if (reply?.succeeded) {
        rememberMember(reply.data.User);
        setProfile({ state: 'member', user: reply.data.User });
      } else {
        setProfile({ state: 'signedOut' });
      }
    });
    return () => {
      current = false;
    };
  }, []);

  if (profile.state === 'waiting') return <Waiting>{t('loading')}</Waiting>;
  if (profile.state === 'signedOut') {
    return (
      <section className={styles.panel} aria-labelledby="profile-signed-out">
        <h2 id="profile-signed-out" className={styles.title}>
          {t('signedOutTitle')}
        </h2>
        <p className={styles.text}>{t('signedOutText')}</p>
        <Button onClick={() => openLogin()}>{t('signIn')}</Button>
      </section>
    );
  }
  const signedOut = () => setProfile({ state: 'signedOut' });
  return (
    <div className={styles.sections}>
      <PersonalInfoForm user={profile.user} onSaved={(user) => setProfile({ state: 'member', user })} onSignedOut={signedOut} />
      <ChangePasswordPanel onSignedOut={signedOut} />
    </div>
  );
}
