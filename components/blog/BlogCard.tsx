import { Link } from '@/lib/i18n/navigation';
import { Picture } from '@/components/ui/Picture';
import { BlogDate } from './BlogDate';
import type { BlogCardData } from './types';
import styles from './BlogCard.module.css';

interface BlogCardProps {
  blog: BlogCardData;
  /** Heading level inside the page outline. */
  headingLevel?: 'h2' | 'h3';
  /** The featured story: a large picture beside the text, under this small label. */
  featuredLabel?: string;
  /** Landscape picture; the post's own wish unless the grid stretched the card. */
  wide?: boolean;
  /** Landscape only between a phone and a desktop, where the grid draws the card across its row. */
  wideInBand?: boolean;
  sizes: string;
}

/** A magazine card: the cover, the date, the title (the link) and the short description. */
export function BlogCard({ blog, headingLevel: Heading = 'h3', featuredLabel, wide = blog.IsWidePhoto, wideInBand = false, sizes }: BlogCardProps) {
  return (
    <article className={[styles.card, featuredLabel ? styles.featured : '', wide ? styles.wide : '', wideInBand ? styles.wideInBand : ''].filter(Boolean).join(' ')}>
      <div className={styles.media}>
        <Picture src={blog.CoverPhoto} alt="" fill sizes={sizes} className={styles.image} />
      </div>
      <div className={styles.body}>
        {featuredLabel ? <p className={styles.label}>{featuredLabel}</p> : null}
        <BlogDate iso={blog.PublishedAt} className={styles.date} />
        <Heading className={styles.title}>
          <Link href={blog.Url} className={styles.link}>
            {blog.Title}
          </Link>
        </Heading>
        <p className={styles.summary}>{blog.DescriptionShort}</p>
        {blog.ButtonTitle ? (
          <span className={styles.more} aria-hidden="true">
            {blog.ButtonTitle}
          </span>
        ) : null}
      </div>
    </article>
  );
}
