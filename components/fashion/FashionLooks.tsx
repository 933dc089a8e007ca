import { useTranslations } from 'next-intl';
import type { OutputOf } from '@/lib/api/contract';
import { Container } from '@/components/ui/Container';
import { PictureLink } from './PictureLink';
import styles from './FashionLooks.module.css';

type Look = OutputOf<'get-fashions'>['fashionList'][number];

/** The fashion page's picture tiles (spec 02 §2 fashion banners): wide-photo tiles take two columns. */
export function FashionLooks({ looks }: { looks: Look[] }) {
  const t = useTranslations('fashion');
  if (looks.length === 0) return null;
  return (
    <section aria-label={t('looksLabel')}>
      <Container width="wide">
        <ul className={styles.grid}>
          {looks.map((look, index) => (
            <li key={look.Id} className={look.IsWidePhoto ? styles.wide : styles.narrow}>
              <PictureLink
                href={look.ButtonUrl}
                photo={look.PhotoPath}
                title={look.Title}
                eager={index < 3}
                sizes={look.IsWidePhoto ? '(max-width: 992px) 100vw, 40vw' : '(max-width: 992px) 50vw, 20vw'}
              />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
