import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { RichText } from '@/components/ui/RichText';
import { Link } from '@/lib/i18n/navigation';
import styles from './DocumentLayout.module.css';

export interface DocumentLink {
  href: string;
  title: string;
  current: boolean;
}

interface DocumentLayoutProps {
  /** Names the menu for assistive technology. */
  menuLabel: string;
  /** The dropdown's prompt on phones. */
  chooseLabel: string;
  links: readonly DocumentLink[];
  title: ReactNode;
  html: string;
  /** What the page adds under its text from live data (the shipping page's cargo rates). */
  children?: ReactNode;
  /** The trail above the menu and the text. */
  breadcrumb?: ReactNode;
}

function DocumentLinks({ links }: { links: readonly DocumentLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.link} aria-current={link.current ? 'page' : undefined}>
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A legal text beside the menu of its siblings (contracts, policy pages). At 768px and below the menu is a
 * dropdown built on <details>, so it opens and navigates without JavaScript.
 */
export function DocumentLayout({ menuLabel, chooseLabel, links, title, html, children, breadcrumb }: DocumentLayoutProps) {
  const current = links.find((link) => link.current);
  return (
    <>
      {breadcrumb ? <Container className={styles.trail}>{breadcrumb}</Container> : null}
      <Container className={styles.layout}>
        <nav aria-label={menuLabel} className={styles.side}>
          <DocumentLinks links={links} />
        </nav>
        <nav aria-label={menuLabel} className={styles.dropdown}>
          <details className={styles.details}>
            <summary className={styles.summary}>
              <span className="visually-hidden">{chooseLabel}: </span>
              {current?.title ?? chooseLabel}
            </summary>
            <DocumentLinks links={links} />
          </details>
        </nav>
        <article className={styles.document}>
          <h1 className={styles.title}>{title}</h1>
          <RichText html={html} className={styles.text} />
          {children}
        </article>
      </Container>
    </>
  );
}
