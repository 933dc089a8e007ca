import { getTranslations } from 'next-intl/server';
import { ContactIcon } from '@/components/ui/ContactIcon';
import type { OutputOf } from '@/lib/api/contract';
import styles from './ContactDetails.module.css';

/** `tel:` wants the digits only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The shop's phone, email and address from the layout info. */
export async function ContactDetails({ layout }: { layout: OutputOf<'get-layout-info'> }) {
  const t = await getTranslations('contact');
  return (
    <section aria-labelledby="contact-reach" className={styles.block}>
      <h2 id="contact-reach" className={styles.heading}>
        {t('detailsHeading')}
      </h2>
      <dl className={styles.list}>
        {layout.Phone ? (
          <div className={styles.item}>
            <dt className={styles.term}>
              <ContactIcon name="phone" size={18} />
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
              <ContactIcon name="mail" size={18} />
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
              <ContactIcon name="pin" size={18} />
              {t('address')}
            </dt>
            <dd>
              <address className={styles.address}>{layout.Address}</address>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
