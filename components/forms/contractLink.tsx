import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { routes } from '@/lib/shop/routes';

/**
 * The `link` of a consent box's rich label: the contract in a new tab, so the form keeps what was
 * typed. `newTab` is the caller's "(opens in a new tab)", said only to screen readers.
 */
export function contractLink(id: number, newTab: string) {
  return function ContractLink(chunks: ReactNode) {
    return (
      <Link href={routes.contracts(id)} target="_blank" rel="noopener">
        {chunks}
        <span className="visually-hidden"> {newTab}</span>
      </Link>
    );
  };
}
