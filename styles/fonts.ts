import localFont from 'next/font/local';

/*
 * Self-hosted from @fontsource-variable (no network at build). Turkish needs two subsets:
 * latin has ç ö ü ı, latin-ext has ğ ş İ. next/font/local cannot give one src file its own
 * unicode-range, so each subset is its own loader and both share one family name through the
 * `font-family` declaration; the browser then downloads only the subset a page actually uses.
 * The unicode ranges are fontsource's own; font loader options must be literals, hence repeated.
 */

const interVitrin = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  variable: '--font-inter',
  declarations: [
    { prop: 'font-family', value: 'interVitrin' },
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
});

const interVitrinExt = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  weight: '100 900',
  display: 'swap',
  preload: false,
  variable: '--font-inter-ext',
  declarations: [
    { prop: 'font-family', value: 'interVitrin' },
    { prop: 'unicode-range', value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
});

const cormorantVitrin = localFont({
  src: '../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  weight: '300 700',
  style: 'normal',
  display: 'swap',
  variable: '--font-cormorant',
  declarations: [
    { prop: 'font-family', value: 'cormorantVitrin' },
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
});

/* The italic (quotes, footer tagline) is below the fold: its own loader so it is not preloaded. */
const cormorantVitrinItalic = localFont({
  src: '../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2',
  weight: '300 700',
  style: 'italic',
  display: 'swap',
  preload: false,
  variable: '--font-cormorant-italic',
  declarations: [
    { prop: 'font-family', value: 'cormorantVitrin' },
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
});

const cormorantVitrinExt = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-normal.woff2', style: 'normal' },
    { path: '../node_modules/@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-ext-wght-italic.woff2', style: 'italic' },
  ],
  weight: '300 700',
  display: 'swap',
  preload: false,
  variable: '--font-cormorant-ext',
  declarations: [
    { prop: 'font-family', value: 'cormorantVitrin' },
    { prop: 'unicode-range', value: 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF' },
  ],
});

/**
 * Class names for <html>. --font-inter and --font-cormorant name the shared families (next/font
 * takes the family from the constant's name, hence the constant names); the other loaders' classes
 * are listed so their @font-face rules ship, their variables are not read.
 */
export const fontClassNames = [interVitrin.variable, cormorantVitrin.variable, interVitrinExt.variable, cormorantVitrinItalic.variable, cormorantVitrinExt.variable].join(' ');
