import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName, type ButtonLook } from './buttonStyles';

type ButtonLinkProps = ComponentProps<typeof Link> & ButtonLook;

/** A link that looks like a button; `href` is a path without the language prefix (next-intl adds it). */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
