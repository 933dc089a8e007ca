import { sanitizeHtml } from '@/lib/shop/html';
import styles from './RichText.module.css';

interface RichTextProps {
  /** HTML from the database; it only ever reaches the page through the shop's allow-list. */
  html: string | null | undefined;
  className?: string;
}

/** Renders editor HTML (descriptions, contracts, blog bodies) sanitised and typeset. Server component. */
export function RichText({ html, className }: RichTextProps) {
  const clean = sanitizeHtml(html);
  if (!clean) return null;
  return <div className={[styles.rich, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
