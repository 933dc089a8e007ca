import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import styles from './not-found.module.css';

/** Any unknown path under a language: a calm way back, inside the normal header and footer. */
export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <Container width="narrow" className={styles.page}>
      <p className={styles.eyebrow}>{t('eyebrow')}</p>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.text}>{t('text')}</p>
      <div className={styles.actions}>
        <ButtonLink href="/">{t('home')}</ButtonLink>
        <ButtonLink href="/searchproducts/true/false" variant="secondary">
          {t('browse')}
        </ButtonLink>
      </div>
    </Container>
  );
}
