import { useTranslations } from 'next-intl';
import { RichText } from './RichText';
import styles from './AcceptedContracts.module.css';

export interface AcceptedContract {
  Id: number;
  Version: number;
  Title: string;
  Description: string;
}

/**
 * The contract texts an order's shopper accepted, each at the version recorded with the order, as
 * closed disclosures: the words stay readable after the shop changes the current text.
 */
export function AcceptedContracts({ contracts, headingId, reader, className }: { contracts: readonly AcceptedContract[]; headingId: string; reader: 'shopper' | 'operator'; className?: string }) {
  const t = useTranslations('contentEditingContracts');
  if (!contracts.length) return null;
  // Each page's own outline: the shopper's sections are h3 under the order, the back-office panels h2.
  const Heading = reader === 'shopper' ? 'h3' : 'h2';
  return (
    <section className={[styles.section, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {t(reader === 'shopper' ? 'acceptedContracts' : 'acceptedContractsOperator')}
      </Heading>
      {contracts.map((contract) => (
        <details key={contract.Id} className={styles.contract}>
          <summary className={styles.summary}>{t('acceptedContract', { title: contract.Title, version: contract.Version })}</summary>
          <RichText html={contract.Description} className={styles.text} />
        </details>
      ))}
    </section>
  );
}
