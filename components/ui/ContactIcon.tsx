import { IconFrame, type IconFrameProps } from './IconFrame';

/**
 * The contact details' and social links' icons, apart from Icon.tsx: only server components (the
 * footer, the contact page) draw them, so their paths stay out of every page's scripts (issue 21).
 */
const PATHS = {
  phone: <path d="M6.5 3.5h3l1.5 4-2 1.5a11 11 0 0 0 6 6l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16.5 16.5 0 0 1 4.5 5.5a2 2 0 0 1 2-2Z" />,
  mail: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z" />
      <circle cx="12" cy="10" r="2.2" />
    </>
  ),
  facebook: <path d="M14 21v-7.5h2.6l.4-3H14V8.7c0-.9.3-1.5 1.6-1.5H17V4.5c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.2H8.5v3h2.4V21" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7v.01" strokeWidth="2" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" />
      <path d="m10 9.2 5 2.8-5 2.8V9.2Z" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 10.5c-.6 2.8-1.5 6.5-2 9.2M10.4 13.6c.5.7 1.3 1 2.2 1 2.2 0 3.7-2 3.7-4.4 0-2.4-1.9-4-4.3-4-2.7 0-4.4 1.9-4.4 4 0 .9.3 1.6.8 2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2" />
      <path d="M8 10.5V16M8 7.8v.01M11.5 16v-5.5M11.5 13c0-1.5 1-2.6 2.4-2.6s2.1 1 2.1 2.6V16" />
    </>
  ),
} as const;

export type ContactIconName = keyof typeof PATHS;

export function ContactIcon({ name, ...rest }: IconFrameProps & { name: ContactIconName }) {
  return <IconFrame {...rest}>{PATHS[name]}</IconFrame>;
}
