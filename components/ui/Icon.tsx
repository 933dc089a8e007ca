import { IconFrame, type IconFrameProps } from './IconFrame';

/** The interface's icons, which client components draw too; the footer's and contact page's are ContactIcon's. */
const PATHS = {
  menu: <path d="M3 7h18M3 12h18M3 17h12" />,
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c.8-4 4-6.5 8-6.5s7.2 2.5 8 6.5" />
    </>
  ),
  bag: (
    <>
      <path d="M5 8h14l-1 13H6L5 8Z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  filter: <path d="M4 7h16M7 12h10M10 17h4" />,
  zoom: <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM20 20l-4.9-4.9M10.5 8v5M8 10.5h5" />,
  chevronDown: <path d="m6 9 6 6 6-6" />,
  chevronLeft: <path d="m15 5-7 7 7 7" />,
  chevronRight: <path d="m9 5 7 7-7 7" />,
  arrowRight: <path d="M4 12h15m-5-5 5 5-5 5" />,
  pause: <path d="M9 6v12M15 6v12" />,
  play: <path d="M8 5.5v13l10.5-6.5L8 5.5Z" />,
  check: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.7 2.7L16.5 9.5" />
    </>
  ),
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, ...rest }: IconFrameProps & { name: IconName }) {
  return <IconFrame {...rest}>{PATHS[name]}</IconFrame>;
}
