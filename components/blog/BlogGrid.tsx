import { BlogCard } from './BlogCard';
import type { BlogCardData } from './types';
import styles from './BlogGrid.module.css';

/** The magazine grid on 12 columns: wide-photo blogs take 8, the others 4 (spec 01 §2). */
export function BlogGrid({ blogs, headingLevel = 'h3' }: { blogs: readonly BlogCardData[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={styles.grid}>
      {blogs.map((blog) => (
        <li key={blog.Id} className={blog.IsWidePhoto ? styles.wide : styles.narrow}>
          <BlogCard
            blog={blog}
            headingLevel={headingLevel}
            sizes={blog.IsWidePhoto ? '(max-width: 576px) 100vw, (max-width: 992px) 100vw, 66vw' : '(max-width: 576px) 100vw, (max-width: 992px) 50vw, 33vw'}
          />
        </li>
      ))}
    </ul>
  );
}
