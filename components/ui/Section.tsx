import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './Section.module.css';

interface SectionProps {
  children: ReactNode;
  /** The section's visible heading; also names the region for assistive technology. */
  title?: ReactNode;
  /** A small label above the heading. */
  eyebrow?: ReactNode;
  /** Used to link the heading to the region; required when `title` is given. */
  id?: string;
  width?: 'narrow' | 'default' | 'wide' | 'full';
  tone?: 'plain' | 'sand';
  align?: 'start' | 'center';
  /** Content placed beside (desktop) or under (mobile) the heading, e.g. a "see all" link. */
  aside?: ReactNode;
  className?: string;
}

/** One block of a page with the shared vertical rhythm and an optional editorial heading. */
export function Section({ children, title, eyebrow, id, width = 'default', tone = 'plain', align = 'start', aside, className }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={[styles.section, styles[tone], className].filter(Boolean).join(' ')}
    >
      <Container width={width}>
        {title ? (
          <header className={[styles.header, styles[align]].join(' ')}>
            <div>
              {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
              <h2 id={headingId} className={styles.title}>
                {title}
              </h2>
            </div>
            {aside ? <div className={styles.aside}>{aside}</div> : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
