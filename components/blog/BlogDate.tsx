import { getFormatter } from 'next-intl/server';

/** A blog's publishing day, in the page's language. */
export async function BlogDate({ iso, className }: { iso: string; className?: string }) {
  const format = await getFormatter();
  return (
    <time dateTime={iso} className={className}>
      {format.dateTime(new Date(iso), { day: 'numeric', month: 'long', year: 'numeric' })}
    </time>
  );
}
