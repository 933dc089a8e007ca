/**
 * The carriers the shop ships with, each with the shape of its tracking numbers (so a typo is
 * caught before the shopper gets a dead link) and its public tracking page. The shapes are the
 * numbers each carrier prints on its labels; a carrier not listed here cannot be chosen.
 */
interface Carrier {
  name: string;
  tracking: RegExp;
  /** An example of a number of the right shape, shown as the field's hint. */
  example: string;
  url: (trackingNumber: string) => string;
}

const query = (base: string, key: string) => (number: string) => `${base}?${new URLSearchParams({ [key]: number })}`;

export const CARRIERS = {
  yurtici: { name: 'Yurtiçi Kargo', tracking: /^\d{12}$/, example: '123456789012', url: query('https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula', 'code') },
  aras: { name: 'Aras Kargo', tracking: /^\d{10,13}$/, example: '1234567890123', url: query('https://kargotakip.araskargo.com.tr/mainpage.aspx', 'code') },
  mng: { name: 'MNG Kargo', tracking: /^\d{9,13}$/, example: '123456789', url: query('https://www.mngkargo.com.tr/gonderi-takip/', 'q') },
  // PTT's barcodes follow the UPU S10 standard: two letters, nine digits, TR.
  ptt: { name: 'PTT Kargo', tracking: /^[A-Z]{2}\d{9}TR$/, example: 'RR123456785TR', url: query('https://gonderitakip.ptt.gov.tr/Track/Verify', 'q') },
  ups: { name: 'UPS', tracking: /^1Z[0-9A-Z]{16}$/, example: '1Z999AA10123456784', url: query('https://www.ups.com/track', 'tracknum') },
  dhl: { name: 'DHL Express', tracking: /^\d{10}$/, example: '1234567890', url: query('https://www.dhl.com/tr-en/home/tracking/tracking-express.html', 'tracking-id') },
} as const satisfies Record<string, Carrier>;

export type CarrierId = keyof typeof CARRIERS;

export const CARRIER_IDS = Object.keys(CARRIERS) as CarrierId[];

export const isCarrierId = (value: unknown): value is CarrierId => typeof value === 'string' && Object.hasOwn(CARRIERS, value);

/** A tracking number as people type it: spaces and dashes out, letters upper-case. */
export const normalTrackingNumber = (value: string) => value.replace(/[\s-]+/g, '').toUpperCase();

export const trackingNumberFits = (carrier: CarrierId, trackingNumber: string) => CARRIERS[carrier].tracking.test(normalTrackingNumber(trackingNumber));

/** The carrier's name and public tracking page for a shipped order, or null before it ships. */
export function shipmentOf(carrier: string | null, trackingNumber: string | null) {
  if (!isCarrierId(carrier) || !trackingNumber) return null;
  return { Carrier: carrier, CarrierName: CARRIERS[carrier].name, TrackingNumber: trackingNumber, TrackingUrl: CARRIERS[carrier].url(trackingNumber) };
}
