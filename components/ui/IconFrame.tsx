import type { ReactNode, SVGProps } from 'react';

export interface IconFrameProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

/**
 * The frame of the shop's line icons: a 24px grid with a thin stroke to sit with the serif display
 * type, inline so they need no request and take `currentColor`. Decorative by default
 * (aria-hidden); the control that holds it carries the accessible name.
 */
export function IconFrame({ size = 20, strokeWidth = 1.4, children, ...rest }: IconFrameProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
