import 'server-only';
import { formatPrice, formatUnit, formatPercent } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import type { CarAnswers } from '../answers';
import type { CostOption } from '../costs';
import { ENERGY_PRICES, KILOMETRES_PER_YEAR } from '../tables';
import styles from './car-coach.module.css';
import view from './result.module.css';

const euros = (amount: number) => formatPrice(Math.round(amount) * 100);
const unitPrice = (amount: number) => formatPrice(Math.round(amount * 100), { dashForWholeEuros: false });
const monthYear = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The recommended options side by side, per month, labelled as an indication (issue 16). */
export async function CostComparison({ options, answers }: { options: readonly CostOption[]; answers: CarAnswers }) {
  const t = await getT('car-coach');
  const [first] = options;
  if (!first) return null;
  const cheapest = Math.min(...options.map((option) => option.totalPerMonth));
  const checked = monthYear.format(new Date(`${ENERGY_PRICES.checked}-01T00:00:00Z`));
  return (
    <section className={styles.section} aria-labelledby="car-coach-costs">
      <div className={styles.sectionHead}>
        <h2 id="car-coach-costs" className={styles.sectionTitle}>
          {t('result.costs.title')}
        </h2>
        <span className={styles.badge}>{t('result.costs.badge')}</span>
      </div>
      <p className={styles.sectionIntro}>
        {t('result.costs.intro', {
          bodyType: t(`bodyTypes.${first.bodyType}`),
          price: euros(first.price),
          kilometres: formatUnit(KILOMETRES_PER_YEAR[answers.kilometres], 'km'),
          province: t(`questions.provincie.options.${answers.province}.label`),
        })}
      </p>
      <ul className={view.costGrid}>
        {options.map((option) => (
          <li key={option.fuel} className={view.costCard}>
            <div className={view.costHead}>
              <h3 className={view.costTitle}>{t(`fuels.${option.fuel}`)}</h3>
              {options.length > 1 && option.totalPerMonth === cheapest ? <span className={view.cheapest}>{t('result.costs.cheapest')}</span> : null}
            </div>
            <p className={`${view.costTotal} tabular`}>
              <span className="visually-hidden">{t('result.costs.total')}: </span>
              {t('result.costs.perMonth', { amount: euros(option.totalPerMonth) })}
            </p>
            <dl className={view.costRows}>
              <CostRow label={t(option.fuel === 'elektriciteit' ? 'result.costs.energyElectric' : 'result.costs.energy')} amount={option.energy.perMonth} detail={t('result.costs.energyDetail', { consumption: formatUnit(option.energy.per100Km, `${option.energy.unit === 'liter' ? 'l' : 'kWh'}/100 km`, 1), price: unitPrice(option.energy.pricePerUnit) })} />
              <CostRow
                label={t('result.costs.roadTax')}
                amount={option.roadTax.perMonth}
                detail={
                  option.roadTax.reduction < 0
                    ? t('result.costs.roadTaxElectric', { mass: formatUnit(option.roadTax.taxMassKg, 'kg'), perQuarter: euros(option.roadTax.perQuarter) })
                    : t('result.costs.roadTaxDetail', { mass: formatUnit(option.roadTax.taxMassKg, 'kg'), perQuarter: euros(option.roadTax.perQuarter) })
                }
              />
              <CostRow label={t('result.costs.insurance')} amount={option.insurancePerMonth} detail={t('result.costs.insuranceDetail')} />
              <CostRow
                label={t('result.costs.depreciation')}
                amount={option.depreciation.perMonth}
                detail={t(option.depreciation.source === 'market' ? 'result.costs.depreciationMarket' : 'result.costs.depreciationRule', { share: formatPercent(option.depreciation.share) })}
              />
            </dl>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t('result.costs.note', { checked })}</p>
    </section>
  );
}

function CostRow({ label, amount, detail }: { label: string; amount: number; detail: string }) {
  return (
    <div className={view.costRow}>
      <dt className={view.costLabel}>
        {label}
        <span className={view.costDetail}>{detail}</span>
      </dt>
      <dd className={`${view.costAmount} tabular`}>{euros(amount)}</dd>
    </div>
  );
}
