import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonLook } from './buttonStyles';

/** With `ref` (a plain prop in React 19), so an island can watch or focus the button. */
type ButtonProps = ComponentProps<'button'> & ButtonLook;

/** A real <button> in the shop's look; `type` defaults to "button" so it never submits a form by accident. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
