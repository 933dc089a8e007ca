import { formatAddress } from 'localized-address-format';

export interface PostalAddress {
  /** ISO alpha-2. */
  country: string;
  name: string;
  street: string;
  city: string;
  /** Türkiye's district (ilçe); empty elsewhere. */
  district: string;
  region: string;
  zip: string;
}

/**
 * An address in the order its country writes it (Google's address formats through
 * localized-address-format, in Latin script), with the country's name in the reader's language
 * last: `Moda Cad. 1 / 34710 Kadıköy/İstanbul / Türkiye`, `10 Downing St / London / SW1A 2AA / United Kingdom`.
 * A country whose format has no place for the city (Japan's) gets it as a street line, so nothing typed is lost.
 */
export function addressLines(address: PostalAddress, locale: 'tr' | 'en'): string[] {
  const turkish = address.country === 'TR';
  const locality = turkish ? address.district : address.city;
  const region = turkish ? address.city : address.region;
  const parts = { postalCountry: address.country, name: address.name, administrativeArea: region, locality, postalCode: address.zip };
  let lines = formatAddress({ ...parts, addressLines: [address.street] }, 'latin');
  if (locality && !lines.some((line) => line.includes(locality))) lines = formatAddress({ ...parts, addressLines: [`${address.street}, ${locality}`] }, 'latin');
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country;
  return [...lines.map((line) => line.replace(/^[,\s]+/, '')).filter(Boolean), country];
}
