import { getTranslations } from 'next-intl/server';
import { Icon, type IconName } from '@/components/ui/Icon';
import type { OutputOf } from '@/lib/api/contract';
import { ContactMap } from './ContactMap';
import styles from './ContactDetails.module.css';

const SOCIAL = [
  { key: 'Facebook', icon: 'facebook' },
  { key: 'Instagram', icon: 'instagram' },
  { key: 'Youtube', icon: 'youtube' },
  { key: 'Pinterest', icon: 'pinterest' },
  { key: 'LinkedIn', icon: 'linkedin' },
] as const satisfies readonly { key: string; icon: IconName }[];

/** `tel:` wants the digits only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The shop's phone, email and address, its social accounts and the map on request (spec 01 §2 Layout: the contact page). */
export async function ContactDetails({ layout }: { layout: OutputOf<'get-layout-info'> }) {
  const t = await getTranslations('contact');
  const social = SOCIAL.filter(({ key }) => layout[key]);
  return (
    <div className={styles.details}>
      <section aria-labelledby="contact-reach" className={styles.block}>
        <h2 id="contact-reach" className={styles.heading}>
          {t('detailsHeading')}
        </h2>
        <dl className={styles.list}>
          {layout.Phone ? (
            <div className={styles.item}>
              <dt className={styles.term}>
                <Icon name="phone" size={18} />
                {t('phone')}
              </dt>
              <dd>
                <a href={telHref(layout.Phone)} className={styles.link}>
                  {layout.Phone}
                </a>
              </dd>
            </div>
          ) : null}
          {layout.Email ? (
            <div className={styles.item}>
              <dt className={styles.term}>
                <Icon name="mail" size={18} />
                {t('email')}
              </dt>
              <dd>
                <a href={`mailto:${layout.Email}`} className={styles.link}>
                  {layout.Email}
                </a>
              </dd>
            </div>
          ) : null}
          {layout.Address ? (
            <div className={styles.item}>
              <dt className={styles.term}>
                <Icon name="pin" size={18} />
                {t('address')}
              </dt>
              <dd>
                <address className={styles.address}>{layout.Address}</address>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>

      {social.length > 0 ? (
        <section aria-labelledby="contact-follow" className={styles.block}>
          <h2 id="contact-follow" className={styles.heading}>
            {t('followHeading')}
          </h2>
          <ul role="list" className={styles.social}>
            {social.map(({ key, icon }) => (
              <li key={key}>
                <a href={layout[key] ?? ''} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
                  <Icon name={icon} size={18} />
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
    </div>
  );
}
