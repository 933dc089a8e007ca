import { getTranslations } from 'next-intl/server';
import { HeroCarousel } from '@/components/carousel/HeroCarousel';
import { Icon } from '@/components/ui/Icon';
import type { OutputOf } from '@/lib/api/contract';
import { Link } from '@/lib/i18n/navigation';
import styles from './HeroSlider.module.css';
import { SlidePicture } from './SlidePicture';

type Slide = OutputOf<'get-slider'>['sliderList'][number];

/** Relative luminance of a #rgb / #rrggbb colour, to choose the scrim that keeps the text readable. */
function isLightColour(hex: string): boolean {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  if ([r, g, b].some(Number.isNaN)) return true;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}

/** The home slider: slides rendered here on the server (titles in the HTML), moved by a small client island. */
export async function HeroSlider({ slides }: { slides: Slide[] }) {
  const t = await getTranslations('home');
  if (slides.length === 0) return null;
  return (
    <HeroCarousel label={t('heroLabel')}>
      {slides.map((slide, index) => (
        <Link
          key={slide.Id}
          href={slide.ContinueUrl}
          className={`${styles.slide} ${isLightColour(slide.FontColor) ? styles.onDark : styles.onLight}`}
          style={{ color: slide.FontColor }}
          {...(slide.IsBlank ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <SlidePicture src={slide.PhotoPath} mobileSrc={slide.MobilePhotoPath} first={index === 0} className={styles.image} />
          <div className={styles.caption}>
            {slide.Subtitle ? <p className={styles.subtitle}>{slide.Subtitle}</p> : null}
            <h2 className={styles.title}>{slide.Title}</h2>
            <span className={styles.cta}>
              {t('discover')}
              <Icon name="arrowRight" size={18} />
            </span>
          </div>
        </Link>
      ))}
    </HeroCarousel>
  );
}
