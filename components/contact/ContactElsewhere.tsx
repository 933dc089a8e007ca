import { getTranslations } from 'next-intl/server';
import { ContactIcon, type ContactIconName } from '@/components/ui/ContactIcon';
import type { OutputOf } from '@/lib/api/contract';
import { ContactMap } from './ContactMap';
import styles from './ContactDetails.module.css';

const SOCIAL = [
  { key: 'Facebook', icon: 'facebook' },
  { key: 'Instagram', icon: 'instagram' },
  { key: 'Youtube', icon: 'youtube' },
  { key: 'Pinterest', icon: 'pinterest' },
  { key: 'LinkedIn', icon: 'linkedin' },
] as const satisfies readonly { key: string; icon: ContactIconName }[];

/** The contact page's social links and the store's map on request (spec 01 §2 Layout). */
export async function ContactElsewhere({ layout }: { layout: OutputOf<'get-layout-info'> }) {
  const t = await getTranslations('contact');
  const social = SOCIAL.filter(({ key }) => layout[key]);
  return (
    <>
      {social.length > 0 ? (
        <section aria-labelledby="contact-follow" className={styles.block}>
          <h2 id="contact-follow" className={styles.heading}>
            {t('followHeading')}
          </h2>
          <ul role="list" className={styles.social}>
            {social.map(({ key, icon }) => (
              <li key={key}>
                <a href={layout[key] ?? ''} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <ContactIcon name={icon} size={18} />
                  {key}
                  <span className="visually-hidden"> {t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {layout.Map ? (
        <section aria-labelledby="contact-map" className={styles.block}>
          <h2 id="contact-map" className={styles.heading}>
            {t('mapHeading')}
          </h2>
          <ContactMap url={layout.Map} title={t('mapTitle', { address: layout.Address })} />
        </section>
      ) : null}
    </>
  );
}
