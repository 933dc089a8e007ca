import type { CSSProperties } from 'react';
import { BlogCard } from './BlogCard';
import { blogCells } from './blogRows';
import type { BlogCardData } from './types';
import styles from './BlogGrid.module.css';

/** The magazine grid on 12 columns: wide-photo blogs take 8, the others 4 (spec 01 §2); rows always end full (see blogCells). */
export function BlogGrid({ blogs, headingLevel = 'h3' }: { blogs: readonly BlogCardData[]; headingLevel?: 'h2' | 'h3' }) {
  const cells = blogCells(blogs.map((blog) => blog.IsWidePhoto));
  return (
    <ul className={styles.grid}>
      {blogs.map((blog, index) => {
        const { span, wide, start } = cells[index];
        return (
          <li key={blog.Id} className={wide ? styles.wide : styles.narrow} style={{ '--span': span, '--start': start ?? 'auto' } as CSSProperties}>
            <BlogCard
              blog={blog}
              wide={wide}
              headingLevel={headingLevel}
              sizes={`(max-width: 576px) 100vw, (max-width: 992px) ${wide ? '100vw' : '50vw'}, ${Math.round((span / 12) * 100)}vw`}
            />
          </li>
        );
      })}
    </ul>
  );
}
