import { formatPrice } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import { PATH_BIKE_LEASE } from './paths';
import { calculateLease, type LeaseField, type LeaseQuery } from './lease-calculator';
import { bracketBounds, formatRate } from './lease-format';
import { BIJTELLING_SHARE, INCOME_BRACKETS_2026, LEASE_TERMS_MONTHS } from './lease-tables';
import styles from '../rental/service-page.module.css';

/**
 * The calculator as a GET form to the page itself (works without JavaScript; the address can be
 * shared) beside its outcome, rendered on the server.
 */
export async function LeaseCalculator({ query }: { query: LeaseQuery }) {
  const t = await getT('bike-lease');
  const values: Record<LeaseField, string> = query.ok
    ? { prijs: String(query.input.priceEuros), looptijd: String(query.input.termMonths), schijf: query.input.bracket, bijdrage: String(query.input.ownContributionEuros) }
    : { prijs: query.values.prijs ?? '', looptijd: query.values.looptijd ?? '36', schijf: query.values.schijf ?? '2', bijdrage: query.values.bijdrage ?? '0' };
  const errors = query.ok ? {} : query.errors;
  const field = (name: LeaseField) => ({
    id: `lease-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [errors[name] ? `lease-${name}-error` : '', `lease-${name}-hint`].filter(Boolean).join(' ') || undefined,
  });
  const errorOf = (name: LeaseField) =>
    errors[name] ? (
      <p id={`lease-${name}-error`} className={styles.error}>
        {t(`calculator.errors.${errors[name]}`)}
      </p>
    ) : null;
  return (
    <div className={styles.layout}>
      <form method="get" action={PATH_BIKE_LEASE} className={styles.card} aria-labelledby="lease-form-heading" noValidate>
        <h2 id="lease-form-heading" className={styles.cardTitle}>
          {t('calculator.heading')}
        </h2>
        <div className={styles.field}>
          <label htmlFor="lease-prijs" className={styles.label}>
            {t('calculator.price')}
          </label>
          <input {...field('prijs')} className={styles.input} inputMode="numeric" defaultValue={values.prijs} autoComplete="off" />
          <p id="lease-prijs-hint" className={styles.hint}>
            {t('calculator.priceHint')}
          </p>
          {errorOf('prijs')}
        </div>
        <div className={styles.field}>
          <label htmlFor="lease-schijf" className={styles.label}>
            {t('calculator.bracket')}
          </label>
          <select {...field('schijf')} aria-describedby={errors.schijf ? 'lease-schijf-error' : undefined} className={styles.input} defaultValue={values.schijf}>
            {INCOME_BRACKETS_2026.map((bracket) => (
              <option key={bracket.id} value={bracket.id}>
                {t(`calculator.bracketOption.${bracket.id}`, bracketBounds(bracket))}
              </option>
            ))}
          </select>
          {errorOf('schijf')}
        </div>
        <div className={styles.pair}>
          <div className={styles.field}>
            <label htmlFor="lease-looptijd" className={styles.label}>
              {t('calculator.term')}
            </label>
            <select {...field('looptijd')} aria-describedby={errors.looptijd ? 'lease-looptijd-error' : undefined} className={styles.input} defaultValue={values.looptijd}>
              {LEASE_TERMS_MONTHS.map((months) => (
                <option key={months} value={months}>
                  {t('calculator.termOption', { months })}
                </option>
              ))}
            </select>
            {errorOf('looptijd')}
          </div>
          <div className={styles.field}>
            <label htmlFor="lease-bijdrage" className={styles.label}>
              {t('calculator.contribution')}
            </label>
            <input {...field('bijdrage')} className={styles.input} inputMode="numeric" defaultValue={values.bijdrage} autoComplete="off" />
            <p id="lease-bijdrage-hint" className={styles.hint}>
              {t('calculator.contributionHint')}
            </p>
            {errorOf('bijdrage')}
          </div>
        </div>
        <div>
          <button type="submit" className={styles.primaryButton}>
            {t('calculator.submit')}
          </button>
        </div>
      </form>
      {query.ok ? <LeaseOutcomeCard query={query} /> : null}
    </div>
  );
}

async function LeaseOutcomeCard({ query }: { query: Extract<LeaseQuery, { ok: true }> }) {
  const t = await getT('bike-lease');
  const outcome = calculateLease(query.input);
  const price = formatPrice(query.input.priceEuros * 100);
  const rows: [string, string][] = [
    [t('result.bijtellingYear', { share: formatRate(BIJTELLING_SHARE), price }), formatPrice(outcome.bijtellingPerYear)],
    [t('result.bijtellingMonth'), formatPrice(outcome.bijtellingPerMonth)],
    [t('result.taxYear', { rate: formatRate(outcome.rate) }), formatPrice(outcome.taxPerYear)],
    [t('result.taxMonth'), formatPrice(outcome.taxPerMonth)],
    [t('result.contribution'), formatPrice(outcome.ownContributionPerMonth)],
    [t('result.netMonth'), formatPrice(outcome.netPerMonth)],
    [t('result.total', { months: query.input.termMonths }), formatPrice(outcome.netOverTerm)],
  ];
  return (
    <section className={styles.card} aria-labelledby="lease-result-heading" id="lease-result">
      <h2 id="lease-result-heading" className={styles.cardTitle}>
        {t('result.heading')}
      </h2>
      {query.asked ? null : <p className={styles.muted}>{t('result.example', { price })}</p>}
      <p className={styles.bigFigure}>
        <span className={styles.bigFigureLabel}>{t('result.netLabel')}</span>
        <strong className="tabular" data-testid="lease-net">
          {t('result.net', { amount: formatPrice(outcome.netPerMonth) })}
        </strong>
      </p>
      <dl className={styles.sums}>
        {rows.map(([label, amount]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="tabular">{amount}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.notice}>{t('result.indication')}</p>
      <p className={styles.hint}>{t('result.pension')}</p>
    </section>
  );
}
