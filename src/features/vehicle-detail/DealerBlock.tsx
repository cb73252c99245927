import type { TFunction } from 'i18next';
import Link from 'next/link';
import type { DetailDealer } from '@/lib/vehicle/detail';
import { dutchWeekday, openingWeek } from './opening-hours';
import { Section } from './Section';
import styles from './detail.module.css';

/** `otherVehicles`: the link to the dealer's whole stock, null when this listing is all it has. */
export function DealerBlock({ dealer, otherVehicles, t, now }: { dealer: DetailDealer; otherVehicles: { href: string; label: string } | null; t: TFunction; now: Date }) {
  const week = openingWeek(dealer.openingHours);
  const today = dutchWeekday(now);
  const days = t('dealer.days', { returnObjects: true }) as unknown as string[];
  const rating = dealer.reviewRating !== null && dealer.reviewCount > 0 ? dealer.reviewRating.toLocaleString('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : null;
  const reviews = t('dealer.reviews', { count: dealer.reviewCount });
  const address = `${dealer.street} ${dealer.houseNumber}, ${dealer.postalCode} ${dealer.city}`;
  return (
    <Section id="dealer" heading={t('sections.dealer')}>
      <div className={styles.dealer}>
        <div>
          <p className={styles.dealerName}>{dealer.name}</p>
          <address className={styles.address}>
            {dealer.street} {dealer.houseNumber}
            <br />
            {dealer.postalCode} {dealer.city}
          </address>
          {rating && (
            <p className={styles.rating}>
              <span className="visually-hidden">{t('dealer.ratingLabel', { rating, reviews })}</span>
              <span className={styles.ratingScore} aria-hidden="true">
                {rating}
              </span>
              <span aria-hidden="true">
                <Stars value={dealer.reviewRating ?? 0} /> {reviews}
              </span>
            </p>
          )}
          <ul className={styles.dealerLinks}>
            {otherVehicles && (
              <li>
                <Link href={otherVehicles.href}>{otherVehicles.label}</Link>
              </li>
            )}
            <li>
              <a href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`} rel="noopener noreferrer" target="_blank">
                {t('dealer.route')}
              </a>
            </li>
            {dealer.website && (
              <li>
                <a href={dealer.website} rel="noopener noreferrer nofollow" target="_blank">
                  {t('dealer.website')}
                </a>
              </li>
            )}
          </ul>
        </div>
        {dealer.openingHours.length > 0 && (
          <div>
            <h3 className={styles.groupHeading}>{t('dealer.openingHours')}</h3>
            <table className={styles.hours}>
              <tbody>
                {week.map((day) => (
                  <tr key={day.day} className={day.day === today ? styles.today : undefined}>
                    <th scope="row">
                      {days[day.day]}
                      {day.day === today && <span className="visually-hidden"> ({t('dealer.today')})</span>}
                    </th>
                    <td className="tabular">{day.hours ?? t('dealer.closed')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </Section>
  );
}

function Stars({ value }: { value: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span className={styles.stars}>
      {'★★★★★'.slice(0, filled)}
      <span className={styles.starsOff}>{'★★★★★'.slice(filled)}</span>
    </span>
  );
}
