import localFont from 'next/font/local';

/*
 * One variable body face (Inter) and one variable display face (Cormorant Garamond), upright only:
 * the few italic lines are synthesised rather than costing another file. Cut from @fontsource-variable
 * by scripts/brand/subset-fonts.mjs (no network at build): latin is fontsource's subset with the
 * weight axis cut to the 400–600 the styles use (29 + 32 KB instead of 47 + 37 KB before the first
 * picture paints); Turkish adds ğ Ş İ … from a 3 KB cut of latin-ext instead of the whole file.
 * next/font/local cannot give one src file its own unicode-range, so each file is its own loader
 * and both share one family name through the `font-family` declaration. Only the body face is
 * preloaded: it sets the header and every first-view line; the display face swaps in.
 * Font loader options must be literals, hence repeated.
 */

const interVitrin = localFont({
  src: './fonts/inter-latin-wght.woff2',
  weight: '400 600',
  display: 'swap',
  variable: '--font-inter',
  declarations: [
    { prop: 'font-family', value: 'interVitrin' },
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
});

const interVitrinTurkish = localFont({
  src: './fonts/inter-turkish-wght.woff2',
  weight: '400 600',
  display: 'swap',
  preload: false,
  variable: '--font-inter-turkish',
  declarations: [
    { prop: 'font-family', value: 'interVitrin' },
    { prop: 'unicode-range', value: 'U+011E-011F,U+0130,U+015E-015F,U+20BA' },
  ],
});

const cormorantVitrin = localFont({
  src: './fonts/cormorant-garamond-latin-wght.woff2',
  weight: '400 600',
  display: 'swap',
  preload: false,
  variable: '--font-cormorant',
  declarations: [
    { prop: 'font-family', value: 'cormorantVitrin' },
    { prop: 'unicode-range', value: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  ],
});

const cormorantVitrinTurkish = localFont({
  src: './fonts/cormorant-garamond-turkish-wght.woff2',
  weight: '400 600',
  display: 'swap',
  preload: false,
  variable: '--font-cormorant-turkish',
  declarations: [
    { prop: 'font-family', value: 'cormorantVitrin' },
    { prop: 'unicode-range', value: 'U+011E-011F,U+0130,U+015E-015F,U+20BA' },
  ],
});

/**
 * Class names for <html>. --font-inter and --font-cormorant name the shared families (next/font
 * takes the family from the constant's name, hence the constant names); the Turkish loaders'
 * classes are listed so their @font-face rules ship, their variables are not read.
 */
export const fontClassNames = [interVitrin.variable, cormorantVitrin.variable, interVitrinTurkish.variable, cormorantVitrinTurkish.variable].join(' ');
