import { getT } from '@/lib/i18n/server';
import { formatLongDate } from '@/lib/format/date';
import { bracketBounds, formatRate } from './lease-format';
import { BIJTELLING_SOURCE, INCOME_BRACKETS_2026, INCOME_BRACKETS_SOURCE, TABLES_CHECKED } from './lease-tables';
import styles from '../rental/service-page.module.css';

/** The box 1 rates the calculator uses, with their source and the date they were checked. */
export async function LeaseRatesTable() {
  const t = await getT('bike-lease');
  return (
    <section className={styles.section} aria-labelledby="lease-rates-heading">
      <h2 id="lease-rates-heading" className={styles.sectionTitle}>
        {t('table.heading')}
      </h2>
      <table className={styles.table}>
        <caption>{t('table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.income')}</th>
            <th scope="col">{t('table.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {INCOME_BRACKETS_2026.map((bracket) => (
            <tr key={bracket.id}>
              <td>{t(`calculator.bracketOption.${bracket.id}`, bracketBounds(bracket))}</td>
              <td>{formatRate(bracket.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.hint}>
        {t('table.source', { source: INCOME_BRACKETS_SOURCE, bijtelling: BIJTELLING_SOURCE, date: formatLongDate(new Date(`${TABLES_CHECKED}T12:00:00Z`)) })}
      </p>
    </section>
  );
}
