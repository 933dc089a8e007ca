/**
 * The cargo zones the shop starts with, as migration 0015 wrote them (ADR 0049): the seed puts them
 * back into a database emptied by hand or by the PostgreSQL test suite. Money in minor units.
 */
export const CARGO_ZONES = [
  { code: 'TR', flatTry: 4_990, freeFromTry: 75_000, flatUsd: 499, freeFromUsd: 2_500 },
  { code: 'EU', flatTry: 119_000, freeFromTry: 1_250_000, flatUsd: 2_990, freeFromUsd: 30_000 },
  { code: 'WORLD', flatTry: 199_000, freeFromTry: 2_000_000, flatUsd: 4_990, freeFromUsd: 50_000 },
] as const;

/** Europe's zone: the EU, EFTA, the UK and the rest of the continent the carriers serve alike. */
const EUROPE = new Set(
  'AD AL AT AX BA BE BG CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS SE SI SJ SK SM UA VA XK'.split(' '),
);

/** Under sanctions, at war, or with no carrier service: the shop does not ship there. */
const NOT_SHIPPED = new Set('AF AQ BV BY CU EH HM IO IR KP LY RU SD SO SS SY TF UM YE'.split(' '));

export function zoneOf(code: string): string | null {
  if (code === 'TR') return 'TR';
  if (NOT_SHIPPED.has(code)) return null;
  return EUROPE.has(code) ? 'EU' : 'WORLD';
}
