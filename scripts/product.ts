/**
 * Changes a product's prices, stock or titles from the command line, as a shop's operator does
 * until there is an admin screen:
 *   npm run product -- <id> [--price-try 1299.90] [--sale-price-try 999.90] [--price-usd 49.90]
 *     [--sale-price-usd 39.90] [--stock 5] [--variation-stock <variationId>=<stock> …]
 *     [--title-tr "…"] [--title-en "…"]
 * Through the service layer, which marks the product's cache tags in the database, so every
 * running server serves the new price within a second (against DATABASE_URL while they run; the
 * embedded database only while the server is stopped).
 */
import { changeProduct, type ProductChange } from '@/lib/server/services/product-changes';
import { runDatabaseCommand } from './database-command';

const USAGE = 'Usage: product.ts <id> [--price-try 1299.90] [--sale-price-try 999.90] [--price-usd 49.90] [--sale-price-usd 39.90] [--stock N] [--variation-stock ID=N] [--title-tr TEXT] [--title-en TEXT]';

/** "1299.9" → 129990: exact decimal text to minor units, never through a float. */
function minorUnits(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

const wholeNumber = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

const PRICES = { '--price-try': 'priceTry', '--sale-price-try': 'salePriceTry', '--price-usd': 'priceUsd', '--sale-price-usd': 'salePriceUsd' } as const;
const TITLES = { '--title-tr': 'titleTr', '--title-en': 'titleEn' } as const;

function parse(args: readonly string[]): { id: number; change: ProductChange } | string {
  const [idText, ...rest] = args;
  const id = wholeNumber(idText ?? '');
  if (!id) return USAGE;
  const change: ProductChange = {};
  const variationStocks = new Map<number, number>();
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if (value === undefined) return `${flag} needs a value (${USAGE})`;
    if (flag in PRICES) {
      const amount = minorUnits(value);
      if (amount === null) return `${flag} needs an amount like 1299.90`;
      change[PRICES[flag as keyof typeof PRICES]] = amount;
    } else if (flag in TITLES) {
      if (!value.trim()) return `${flag} needs a title`;
      change[TITLES[flag as keyof typeof TITLES]] = value.trim();
    } else if (flag === '--stock') {
      const stock = wholeNumber(value);
      if (stock === null) return '--stock needs a whole number';
      change.stock = stock;
    } else if (flag === '--variation-stock') {
      const [variation, stock] = value.split('=').map(wholeNumber);
      if (!variation || stock === null || stock === undefined) return '--variation-stock needs <variationId>=<stock>';
      variationStocks.set(variation, stock);
    } else return `Unknown option ${flag} (${USAGE})`;
  }
  if (variationStocks.size) change.variationStocks = variationStocks;
  if (!Object.keys(change).length) return `Nothing to change (${USAGE})`;
  return { id, change };
}

runDatabaseCommand(parse, async (db, { id, change }) => {
  await changeProduct(db, id, change);
  console.log(`Product ${id} changed; its pages and the lists that show it render anew on their next request.`);
});
