import type { OutputOf } from '@/lib/api/contract';
import { RichText } from '@/components/ui/RichText';
import styles from './QuoteBanner.module.css';

type Quote = OutputOf<'get-banners'>['bannerList'][number];

/** The large decorative mark is the quote's only quotation mark: ones typed around the text go. */
const bareQuote = (text: string) => text.replace(/^[\s"'“”„«»‘’]+|[\s"'“”„«»‘’]+$/g, '');

/** A decorative pull quote between the home sections: the quote is the title, the attribution its description. */
export function QuoteBanner({ quote, tone = 'sand' }: { quote: Quote | undefined; tone?: 'sand' | 'plain' }) {
  if (!quote) return null;
  return (
    <div className={`${styles.banner} ${styles[tone]}`}>
      <figure className={styles.figure}>
        <span className={styles.mark} aria-hidden="true">
          “
        </span>
        <blockquote className={styles.quote}>
          <p>{bareQuote(quote.Title)}</p>
        </blockquote>
        {quote.Description ? (
          <figcaption className={styles.attribution}>
            <RichText html={quote.Description} className={styles.attributionText} />
          </figcaption>
        ) : null}
      </figure>
    </div>
  );
}
