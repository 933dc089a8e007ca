import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { CargoZoneForm } from '@/components/operator/content-editing/CargoZoneForm';
import editing from '@/components/operator/content-editing/ContentEditing.module.css';
import { Forbidden } from '@/components/operator/Forbidden';
import { OperatorShell } from '@/components/operator/OperatorShell';
import styles from '@/components/operator/Operator.module.css';
import { openOperatorPage, operatorRead, operatorTitle } from '@/lib/server/operator-page';
import { openPage, type LangPageProps } from '@/lib/server/page';

export const generateMetadata = operatorTitle('contentEditing', 'cargoTitle');

/** The zones of migration 0015 by the names the shipping page gives them; another zone shows its code. */
const ZONE_NAMES = { TR: 'zoneTR', EU: 'zoneEU', WORLD: 'zoneWORLD' } as const;

/** Two decimals as the operator types them. */
const typed = (minor: number) => (minor / 100).toFixed(2);

/** /yonetim/kargo-ucretleri: each cargo zone's fee and free-cargo threshold per currency. */
export default async function CargoRatesPage(props: LangPageProps) {
  const { locale } = await openPage(props);
  const { me, allowed } = await openOperatorPage(locale, ['editor']);
  if (!allowed) return <Forbidden me={me} current="cargoRates" />;
  const [t, policies, data] = await Promise.all([getTranslations('contentEditing'), getTranslations('policies'), operatorRead('operator-cargo-zones', {}, locale)]);
  const nameOf = (zone: string) => (zone in ZONE_NAMES ? policies(ZONE_NAMES[zone as keyof typeof ZONE_NAMES]) : zone);
  return (
    <OperatorShell me={me} current="cargoRates">
      <h1 className={styles.title}>{t('cargoTitle')}</h1>
      <p className={styles.intro}>{t('cargoIntro')}</p>
      <ClientMessages add={['operator', 'contentEditing']}>
        <div className={editing.zones}>
          {data.Zones.map((zone) => (
            <section key={zone.Zone} className={editing.zone} aria-labelledby={`zone-${zone.Zone}`}>
              <h2 id={`zone-${zone.Zone}`}>{nameOf(zone.Zone)}</h2>
              <p className={styles.muted}>{t('zoneCountries', { count: zone.Countries })}</p>
              <CargoZoneForm
                title={nameOf(zone.Zone)}
                initial={{ Zone: zone.Zone, FlatTry: typed(zone.FlatTry), FreeFromTry: typed(zone.FreeFromTry), FlatUsd: typed(zone.FlatUsd), FreeFromUsd: typed(zone.FreeFromUsd) }}
              />
            </section>
          ))}
        </div>
      </ClientMessages>
    </OperatorShell>
  );
}
