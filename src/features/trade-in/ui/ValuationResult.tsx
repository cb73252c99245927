import { formatMileage, formatPower, formatPrice } from '@/lib/format/number';
import { formatPlate } from '@/lib/vehicle/license-plate';
import type { TradeInRange, ValuationOutcome, ValuedVehicle } from '../valuation-result';
import { fill, plural, type TradeInCopy } from './copy';
import styles from './trade-in.module.css';

/** "€ 9.250 – € 10.400": whole euros without the dash, as a range reads. */
export function formatRange(low: number, high: number): string {
  const euros = (cents: number) => formatPrice(cents, { dashForWholeEuros: false }).replace(/,00$/, '');
  return `${euros(low)} – ${euros(high)}`;
}

/** A step of the derivation in whole euros ("− € 1.164,-"): cents would suggest a precision the estimate has not. */
function signed(cents: number): string {
  const text = formatPrice(Math.round(Math.abs(cents) / 100) * 100);
  return cents < 0 ? `− ${text}` : text;
}

export function VehicleFacts({ vehicle, mileage, copy }: { vehicle: ValuedVehicle; mileage: number | null; copy: TradeInCopy }) {
  const facts: [string, string][] = [];
  if (vehicle.plate) facts.push([copy.result.plate, formatPlate(vehicle.plate)]);
  facts.push([copy.result.year, String(vehicle.year)]);
  if (vehicle.fuel) facts.push([copy.result.fuel, copy.fuel[vehicle.fuel]]);
  if (vehicle.powerKw) facts.push([copy.result.power, formatPower(vehicle.powerKw)]);
  if (mileage !== null) facts.push([copy.result.mileage, formatMileage(mileage)]);
  return (
    <section className={styles.vehicle} aria-labelledby="trade-in-vehicle">
      <p id="trade-in-vehicle" className={styles.eyebrow}>
        {copy.result.vehicleHeading}
      </p>
      <p className={styles.vehicleName}>
        {vehicle.brand} {vehicle.model}
      </p>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Derivation({ range, copy }: { range: TradeInRange; copy: TradeInCopy }) {
  const explain = copy.result.explain as Record<string, string>;
  const text = (key: TradeInRange['steps'][number]['key']) => {
    if (key === 'market') return plural(explain, 'market', range.comparables);
    if (key === 'depreciation') return range.monthsAhead === 0 ? explain.depreciationNow : plural(explain, 'depreciation', range.monthsAhead);
    return explain[key];
  };
  const middle = range.steps.reduce((sum, step) => sum + step.amount, 0);
  return (
    <section className={styles.derivation} aria-labelledby="trade-in-derivation">
      <h3 id="trade-in-derivation">{copy.result.derivationHeading}</h3>
      <ol className={styles.steps}>
        {range.steps.map((step) => (
          <li key={step.key} className={styles.step}>
            <div className={styles.stepLine}>
              <span>{copy.result.steps[step.key]}</span>
              <span className={styles.amount}>{signed(step.amount)}</span>
            </div>
            <p className={styles.stepText}>{text(step.key)}</p>
          </li>
        ))}
        <li className={`${styles.step} ${styles.total}`}>
          <div className={styles.stepLine}>
            <span>{copy.result.steps.total}</span>
            <span className={styles.amount}>{signed(Math.max(0, middle))}</span>
          </div>
          <p className={styles.stepText}>{explain.range}</p>
        </li>
      </ol>
      <h3>{copy.result.whyHeading}</h3>
      <p className={styles.muted}>{copy.result.why}</p>
    </section>
  );
}

interface ValuedProps {
  outcome: Extract<ValuationOutcome, { status: 'valued' }>;
  copy: TradeInCopy;
}

/** The trade-in range, what it rests on, how it was derived, and the way to replacements within reach. */
export function ValuedResult({ outcome, copy }: ValuedProps) {
  const { range } = outcome;
  const budgetText = formatPrice(outcome.replacementBudget * 100);
  return (
    <>
      <VehicleFacts vehicle={outcome.vehicle} mileage={outcome.mileage} copy={copy} />
      <section className={styles.range} aria-labelledby="trade-in-range">
        <h2 id="trade-in-range" className={styles.rangeHeading}>
          {copy.result.rangeHeading}
        </h2>
        <p className={styles.rangeIntro}>{fill(copy.result.rangeIntro, { moment: copy.momentPhrase[outcome.moment] })}</p>
        <p className={styles.rangeValue} data-testid="trade-in-range">
          {formatRange(range.low, range.high)}
        </p>
        <p className={styles.confidence}>{range.confidence === 'high' ? copy.result.confidence.high : copy.result.confidence.medium}</p>
      </section>
      <Derivation range={range} copy={copy} />
      <section className={styles.replacement} aria-labelledby="trade-in-replacement">
        <h3 id="trade-in-replacement">{copy.result.replacementHeading}</h3>
        <p className={styles.muted}>{fill(copy.result.replacement, { budget: budgetText })}</p>
        <a className={styles.primaryButton} href={outcome.replacementUrl}>
          {fill(copy.result.replacementButton, { budget: budgetText })}
        </a>
      </section>
    </>
  );
}

export function NoEstimateResult({ outcome, copy }: { outcome: Extract<ValuationOutcome, { status: 'noEstimate' }>; copy: TradeInCopy }) {
  return (
    <>
      <VehicleFacts vehicle={outcome.vehicle} mileage={outcome.mileage} copy={copy} />
      <section className={styles.notice} aria-labelledby="trade-in-none">
        <h2 id="trade-in-none">{copy.noEstimate.heading}</h2>
        <p>{copy.noEstimate.reason[outcome.reason]}</p>
        <p>{copy.noEstimate.next}</p>
      </section>
    </>
  );
}
