import { getTranslations } from 'next-intl/server';
import type { OutputOf } from '@/lib/api/contract';
import { formatMoney } from '@/lib/shop/money';
import styles from './DocumentLayout.module.css';

type Zone = OutputOf<'get-country-list'>['zoneList'][number];

const ZONE_KEYS = { TR: 'zoneTR', EU: 'zoneEU', WORLD: 'zoneWORLD' } as const;

/**
 * The shipping page's cargo rates, from the cargo zones the basket and checkout price with (ADR 0049):
 * each zone's flat rate and free-delivery threshold in the page's currency (TL in Turkish, $ in English).
 */
export async function CargoRates({ zones }: { zones: Zone[] }) {
  const t = await getTranslations('policies');
  return (
    <section aria-labelledby="cargo-rates" className={styles.text}>
      <h2 id="cargo-rates">{t('ratesTitle')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('ratesZone')}</th>
            <th scope="col">{t('ratesFlat')}</th>
            <th scope="col">{t('ratesFreeFrom')}</th>
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => (
            <tr key={zone.Zone}>
              <th scope="row">{zone.Zone in ZONE_KEYS ? t(ZONE_KEYS[zone.Zone as keyof typeof ZONE_KEYS]) : zone.Zone}</th>
              <td>{formatMoney(zone.FlatPrice, zone.Currency)}</td>
              <td>{formatMoney(zone.FreeFrom, zone.Currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('ratesNote')}</p>
    </section>
  );
}
