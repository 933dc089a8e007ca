import Image from 'next/image';
import { Link } from '@/lib/i18n/navigation';
import styles from './PictureLink.module.css';

interface PictureLinkProps {
  href: string;
  photo: string;
  title: string;
  /** A small line under the title (e.g. "Discover"). */
  note?: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}

/** A picture that is one link, its title set over the lower edge; the title is the link's name. */
export function PictureLink({ href, photo, title, note, sizes, eager = false, className }: PictureLinkProps) {
  return (
    <Link href={href} className={[styles.tile, className].filter(Boolean).join(' ')}>
      <Image src={photo} alt="" fill sizes={sizes} className={styles.image} priority={eager} />
      <span className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {note ? (
          <span className={styles.note} aria-hidden="true">
            {note}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
