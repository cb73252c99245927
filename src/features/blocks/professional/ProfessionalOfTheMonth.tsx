import 'server-only';
import Link from 'next/link';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import type { MobilityType } from '@/lib/vehicle/enums';
import { professionalOfTheMonth } from './professional.server';
import styles from './professional.module.css';

const monthFormat = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const ratingFormat = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return `${words[0]?.[0] ?? ''}${words.length > 1 ? (words.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/**
 * "Vakkracht van de maand" (product §2 "professional of the month"): a person from a member
 * dealer's workshop or showroom, their quote and story, and the dealer with its rating and stock.
 * Renders nothing when no entry applies yet; without the dealer in the database, without its facts.
 */
export async function ProfessionalOfTheMonth({ mobility, now = new Date() }: { mobility: MobilityType; now?: Date }) {
  const [professional, t] = await Promise.all([professionalOfTheMonth(mobility, now), getT('blocks')]);
  if (!professional) return null;
  const { entry, dealer, stock, storyHtml } = professional;
  const monthIso = `${entry.month.year}-${String(entry.month.month).padStart(2, '0')}`;
  const rating = dealer?.reviewRating != null && dealer.reviewCount > 0 ? ratingFormat.format(dealer.reviewRating) : null;
  const reviews = dealer ? t('professional.reviews', { count: dealer.reviewCount, formatted: formatInteger(dealer.reviewCount) }) : '';
  const stars = dealer?.reviewRating != null ? Math.max(0, Math.min(5, Math.round(dealer.reviewRating))) : 0;
  return (
    <section className={styles.block} aria-labelledby="professional-heading" data-testid="professional">
      <div className="container">
        <div className={styles.card}>
          <div className={styles.intro}>
            <p className={styles.eyebrow}>
              <time dateTime={monthIso}>{monthFormat.format(new Date(Date.UTC(entry.month.year, entry.month.month - 1, 15)))}</time>
            </p>
            <h2 id="professional-heading" className={styles.heading}>
              {t('professional.heading')}
            </h2>
            <div className={styles.person}>
              <span className={styles.avatar} aria-hidden="true">
                {initials(entry.name)}
              </span>
              <div>
                <h3 className={styles.name}>{entry.name}</h3>
                <p className={styles.role}>{dealer ? t('professional.at', { role: entry.role, dealer: dealer.name }) : t('professional.atUnknown', { role: entry.role })}</p>
              </div>
            </div>
            <blockquote className={styles.quote}>
              <p>{entry.quote}</p>
            </blockquote>
          </div>
          <div className={styles.body}>
            <div className={styles.story} dangerouslySetInnerHTML={{ __html: storyHtml }} />
            {dealer && (
              <div className={styles.dealer}>
                {/* "Fietsspecialist Delft, Delft" says the city twice. */}
                <p className={styles.dealerName}>{dealer.name.endsWith(dealer.city) ? dealer.name : `${dealer.name}, ${dealer.city}`}</p>
                {rating && (
                  <p className={styles.rating}>
                    <span className="visually-hidden">{t('professional.rating', { rating, reviews })}</span>
                    <span aria-hidden="true">
                      <span className={styles.stars}>
                        {'★★★★★'.slice(0, stars)}
                        <span className={styles.starsOff}>{'★★★★★'.slice(stars)}</span>
                      </span>{' '}
                      <strong>{rating}</strong> · {reviews}
                    </span>
                  </p>
                )}
                {stock && (
                  <Link href={stock.href} className={styles.stockLink} prefetch={false}>
                    {t('professional.stock', { count: stock.total, formatted: formatInteger(stock.total), dealer: dealer.name })}
                  </Link>
                )}
              </div>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
