import { getTranslations } from 'next-intl/server';
import { Wordmark } from '@/components/brand/Wordmark';
import { Container } from '@/components/ui/Container';
import { ContactIcon, type ContactIconName } from '@/components/ui/ContactIcon';
import { Link } from '@/lib/i18n/navigation';
import type { OutputOf } from '@/lib/api/contract';
import { LanguageSwitch } from './LanguageSwitch';
import { TurkishBrowserOnly } from './TurkishBrowserOnly';
import styles from './Footer.module.css';
import { routes } from '@/lib/shop/routes';

const SOCIAL = [
  { key: 'Facebook', icon: 'facebook' },
  { key: 'Instagram', icon: 'instagram' },
  { key: 'Youtube', icon: 'youtube' },
  { key: 'Pinterest', icon: 'pinterest' },
  { key: 'LinkedIn', icon: 'linkedin' },
] as const satisfies readonly { key: string; icon: ContactIconName }[];

/** `tel:` wants the digits only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Contact details and social links from the layout info, the contracts, and the language switch for Turkish browsers. */
interface FooterProps {
  layout: OutputOf<'get-layout-info'>;
  contractList: OutputOf<'get-contracts'>['contractList'];
}

export async function Footer({ layout, contractList }: FooterProps) {
  const t = await getTranslations('footer');
  const tCommon = await getTranslations('common');
  const social = SOCIAL.filter(({ key }) => layout[key]);

  return (
    <footer className={styles.footer}>
      <Container width="wide">
        <div className={styles.top}>
          <div className={styles.brand}>
            <Wordmark label={tCommon('brand')} className={styles.wordmark} />
            <p className={styles.tagline}>{t('tagline')}</p>
          </div>

          <section aria-labelledby="footer-contact" className={styles.column}>
            <h2 id="footer-contact" className={styles.heading}>
              {t('contactHeading')}
            </h2>
            <ul role="list" className={styles.list}>
              {layout.Phone ? (
                <li>
                  <a href={telHref(layout.Phone)} className={styles.contact}>
                    <ContactIcon name="phone" size={16} />
                    <span className="visually-hidden">{t('phone')}: </span>
                    {layout.Phone}
                  </a>
                </li>
              ) : null}
              {layout.Email ? (
                <li>
                  <a href={`mailto:${layout.Email}`} className={styles.contact}>
                    <ContactIcon name="mail" size={16} />
                    <span className="visually-hidden">{t('email')}: </span>
                    {layout.Email}
                  </a>
                </li>
              ) : null}
              {layout.Address ? (
                <li className={styles.contact}>
                  <ContactIcon name="pin" size={16} />
                  <span className="visually-hidden">{t('address')}: </span>
                  <address className={styles.address}>{layout.Address}</address>
                </li>
              ) : null}
            </ul>
          </section>

          {contractList.length > 0 ? (
            <nav aria-labelledby="footer-contracts" className={styles.column}>
              <h2 id="footer-contracts" className={styles.heading}>
                {t('contractsHeading')}
              </h2>
              <ul role="list" className={styles.list}>
                {contractList.map((contract) => (
                  <li key={contract.Id}>
                    <Link href={routes.contracts(contract.Id)} className={styles.link}>
                      {contract.Title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {social.length > 0 ? (
            <section aria-labelledby="footer-follow" className={styles.column}>
              <h2 id="footer-follow" className={styles.heading}>
                {t('followHeading')}
              </h2>
              <ul role="list" className={styles.social}>
                {social.map(({ key, icon }) => (
                  <li key={key}>
                    <a href={layout[key] ?? ''} className={styles.socialLink} target="_blank" rel="noopener noreferrer" aria-label={t('social', { network: key })}>
                      <ContactIcon name={icon} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <div className={styles.bottom}>
          <p className={styles.rights}>{t('rights', { year: new Date().getFullYear() })}</p>
          <TurkishBrowserOnly>
            <LanguageSwitch tone="light" />
          </TurkishBrowserOnly>
        </div>
      </Container>
    </footer>
  );
}
