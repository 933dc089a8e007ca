import type { CSSProperties } from 'react';
import { BlogCard } from './BlogCard';
import { blogCells } from './blogRows';
import type { BlogCardData } from './types';
import styles from './BlogGrid.module.css';

/**
 * The magazine grid on 12 columns: wide-photo blogs take 8, the others 4 (spec 01 §2); between a
 * phone and a desktop, 12 or 6. Rows always end full at every width (see blogCells).
 */
export function BlogGrid({ blogs, headingLevel = 'h3' }: { blogs: readonly BlogCardData[]; headingLevel?: 'h2' | 'h3' }) {
  const cells = blogCells(blogs.map((blog) => blog.IsWidePhoto));
  return (
    <ul className={styles.grid}>
      {blogs.map((blog, index) => {
        const { span, wide, start, band, bandStart } = cells[index];
        const bandFull = band === 12;
        return (
          <li key={blog.Id} className={styles.cell} style={{ '--span': span, '--start': start ?? 'auto', '--band-span': band, '--band-start': bandStart ?? 'auto' } as CSSProperties}>
            <BlogCard
              blog={blog}
              wide={wide}
              wideInBand={bandFull && !wide}
              headingLevel={headingLevel}
              sizes={`(max-width: 576px) 100vw, (max-width: 992px) ${bandFull ? '100vw' : '50vw'}, ${Math.round((span / 12) * 100)}vw`}
            />
          </li>
        );
      })}
    </ul>
  );
}
