import { Link } from '@/lib/i18n/navigation';
import styles from './FilterLinks.module.css';

export interface FilterLink {
  key: string;
  label: string;
  href: string;
  active: boolean;
}

/** A row of choices that are plain links (the filter lives in the URL, so it works without JavaScript). */
export function FilterLinks({ label, links }: { label: string; links: FilterLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href} className={styles.link} aria-current={link.active ? 'page' : undefined} scroll={false}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
