'use client';

import { useEffect, useRef } from 'react';
import { formatPrice } from '@/lib/format/number';
import type { ValuationOutcome } from '@/features/trade-in';
import type { SellVehicle } from '../sell-vehicles';
import { fill, type SellCopy } from './copy';
import styles from './sell.module.css';

export interface SellAnswer {
  dealers: { name: string; city: string; distanceKm: number }[];
  estimate: ValuationOutcome | null;
}

const euros = (cents: number) => formatPrice(cents, { dashForWholeEuros: false }).replace(/,00$/, '');

function Estimate({ copy, vehicle, estimate, plateLookup }: { copy: SellCopy; vehicle: SellVehicle; estimate: ValuationOutcome | null; plateLookup: boolean }) {
  let body: React.ReactNode;
  if (!plateLookup) {
    body = <p data-testid="sell-estimate-none">{fill(copy.estimate.off, { vehicle: copy.vehicleWord[vehicle] })}</p>;
  } else if (estimate?.status === 'valued') {
    const basis = estimate.range.comparables === 1 ? copy.result.estimateBasis_one : copy.result.estimateBasis_other;
    body = (
      <>
        <p className={styles.muted}>
          {estimate.vehicle.brand} {estimate.vehicle.model} · {estimate.vehicle.year}
        </p>
        <p>{copy.result.estimateRange}</p>
        <p className={styles.range} data-testid="sell-estimate">
          {euros(estimate.range.low)} – {euros(estimate.range.high)}
        </p>
        <p className={styles.hint}>{fill(basis, { count: estimate.range.comparables })}</p>
      </>
    );
  } else {
    const reason =
      estimate?.status === 'noEstimate'
        ? copy.estimate.reason[estimate.reason]
        : estimate?.status === 'unknownPlate'
          ? copy.estimate.unknownPlate
          : estimate?.status === 'unavailable'
            ? copy.estimate.unavailable
            : fill(copy.estimate.noPlate, { vehicle: copy.vehicleWord[vehicle] });
    body = <p data-testid="sell-estimate-none">{reason}</p>;
  }
  return (
    <section className={styles.estimate} aria-labelledby="sell-estimate-heading">
      <h3 id="sell-estimate-heading">{copy.result.estimateHeading}</h3>
      {body}
    </section>
  );
}

/** After sending: which dealers got the request, and the estimate (or why there is none). */
export function SellResult({ copy, vehicle, answer, plateLookup, onAgain }: { copy: SellCopy; vehicle: SellVehicle; answer: SellAnswer; plateLookup: boolean; onAgain(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.result} role="status">
      <h2>{copy.result.heading}</h2>
      <p>{copy.result.dealers}</p>
      <ul className={styles.dealerList}>
        {answer.dealers.map((dealer) => (
          <li key={`${dealer.name}-${dealer.city}`}>
            <strong>{dealer.name}</strong>
            <span>
              {dealer.city} · {fill(copy.result.distance, { km: dealer.distanceKm })}
            </span>
          </li>
        ))}
      </ul>
      <Estimate copy={copy} vehicle={vehicle} estimate={answer.estimate} plateLookup={plateLookup} />
      <button type="button" className={styles.secondaryButton} onClick={onAgain}>
        {copy.result.again}
      </button>
    </div>
  );
}
