import { getTranslations } from 'next-intl/server';
import { ReturnableOrders } from '@/components/account/orders/ReturnableOrders';
import { Container } from '@/components/ui/Container';
import { PageIntro } from '@/components/ui/PageIntro';
import { openPage, seoMetadata, type LangPageProps } from '@/lib/server/page';
import { routes } from '@/lib/shop/routes';
import styles from './Returns.module.css';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export const generateMetadata = seoMetadata({
  path: routes.returns,
  noindex: true,
  fallback: async (locale) => {
    const t = await getTranslations({ locale, namespace: 'orders' });
    return { title: t('returnsMetaTitle'), description: t('returnsMetaDescription') };
  },
});

/**
 * uruniade (spec 02 §2; its content is ours): how a return works — the 14-day right of withdrawal,
 * how to ask, how the money comes back — the same cached page for everyone, and for a member an
 * island listing the orders that can still be returned.
 */
export default async function ReturnsPage(props: LangPageProps) {
  await openPage(props);
  const t = await getTranslations('orders');
  return (
    <ClientMessages add={['orders']}>
      <PageIntro title={t('returnsTitle')} intro={t('returnsIntro')} width="narrow" />
      <Container width="narrow" className={styles.page}>
        <div className={styles.guide}>
          <section className={styles.block} aria-labelledby="returns-right">
            <h2 id="returns-right" className={styles.heading}>
              {t('returnsRightTitle')}
            </h2>
            <p className={styles.text}>{t('returnsRightText')}</p>
          </section>
          <section className={styles.block} aria-labelledby="returns-how">
            <h2 id="returns-how" className={styles.heading}>
              {t('returnsHowTitle')}
            </h2>
            <ol className={styles.steps}>
              <li>{t('returnsStep1')}</li>
              <li>{t('returnsStep2')}</li>
              <li>{t('returnsStep3')}</li>
            </ol>
          </section>
          <section className={styles.block} aria-labelledby="returns-money">
            <h2 id="returns-money" className={styles.heading}>
              {t('returnsMoneyTitle')}
            </h2>
            <p className={styles.text}>{t('returnsMoneyText')}</p>
          </section>
        </div>
        <ReturnableOrders />
      </Container>
    </ClientMessages>
  );
}
