/** The blocks around the vehicle: dealer, banners, sharing and similar vehicles. */
import type { TFunction } from 'i18next';
import { getImageProps } from 'next/image';
import Link from 'next/link';
import type { ListItem } from '@/features/search/service';
import { formatPrice } from '@/lib/format/number';
import { FinancingCalculator } from './FinancingCalculator';
import type { DetailDealer } from './model';
import { dutchWeekday, openingWeek } from './opening-hours';
import { Section } from './sections';
import type { ShareChannel } from './share-links';
import styles from './detail.module.css';
import banners from './banners.module.css';

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

export function FinancingBanner({ price, noun, provider, t }: { price: number; noun: string; provider: string | null; t: TFunction }) {
  return (
    <section className={banners.banner} aria-labelledby="financing-heading">
      <h2 id="financing-heading" className={banners.heading}>
        {t('financing.heading')}
      </h2>
      <p className={banners.intro}>
        {t('financing.intro', { noun })}
        {provider && <> {t('financing.provider', { provider })}.</>}
      </p>
      <FinancingCalculator
        price={price}
        copy={{
          amount: t('financing.amount'),
          term: t('financing.term'),
          months: t('financing.months'),
          monthly: t('financing.monthly'),
          example: t('financing.example'),
          invalid: t('financing.invalid'),
          warning: t('financing.warning'),
        }}
      />
      <Link href="/financieren/autofinanciering" className={banners.link}>
        {t('financing.link')}
      </Link>
    </section>
  );
}

export function InsuranceBanner({ noun, t }: { noun: string; t: TFunction }) {
  return (
    <section className={`${banners.banner} ${banners.insurance}`} aria-labelledby="insurance-heading">
      <h2 id="insurance-heading" className={banners.heading}>
        {t('insurance.heading')}
      </h2>
      <p className={banners.intro}>{t('insurance.text', { noun })}</p>
      <Link href="/verzekering/autoverzekering" className={banners.button}>
        {t('insurance.link')}
      </Link>
    </section>
  );
}

const SHARE_ICONS: Record<ShareChannel, string> = {
  whatsapp: 'M12 3a9 9 0 00-7.8 13.5L3 21l4.6-1.2A9 9 0 1012 3zm4.4 12.6c-.2.5-1.1 1-1.6 1-.4.1-.9.1-1.5-.1-3-1-5-4-5.1-4.2-.2-.2-1.2-1.6-1.2-3s.8-2.2 1-2.5c.3-.3.6-.3.8-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.1.1.6-.1 1.1z',
  email: 'M3 6h18v12H3zM3 6l9 7 9-7',
  facebook: 'M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  x: 'M4 4l7 9-7 7h2l6-6 5 6h4l-7-9 7-7h-2l-6 6-5-6z',
};

export function ShareButtons({ links, t }: { links: Record<ShareChannel, string>; t: TFunction }) {
  const channels: ShareChannel[] = ['whatsapp', 'email', 'facebook', 'x'];
  return (
    <Section id="share" heading={t('sections.share')}>
      <ul className={styles.share}>
        {channels.map((channel) => (
          <li key={channel}>
            <a
              href={links[channel]}
              className={styles.shareLink}
              data-share={channel}
              {...(channel === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              aria-label={t(`share.${channel}`)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={SHARE_ICONS[channel]} fill={channel === 'email' ? 'none' : 'currentColor'} stroke={channel === 'email' ? 'currentColor' : 'none'} strokeWidth="2" strokeLinejoin="round" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function SimilarVehicles({ items, heading, empty, all, t }: { items: ListItem[]; heading: string; empty: string; all: { href: string; label: string }; t: TFunction }) {
  return (
    <section className={styles.section} aria-labelledby="similar-heading">
      <h2 id="similar-heading" className={styles.sectionHeading}>
        {heading}
      </h2>
      {items.length ? (
        <ul className={styles.miniCards}>
          {items.map((item) => (
            <li key={item.id} className={styles.miniCard}>
              {item.imageUrl ? <MiniPhoto src={item.imageUrl} /> : <span className={styles.miniImage} />}
              <Link href={item.detailUrl} className={styles.miniLink}>
                {item.title}
              </Link>
              <span className={`${styles.miniPrice} tabular`}>
                {formatPrice(Math.round(item.price * 100))} <span className={styles.muted}>{t(item.priceExcludesVat ? 'price.excluded' : 'price.included')}</span>
              </span>
              <span className={styles.muted}>{item.company.city}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
      <p>
        <Link href={all.href}>{all.label}</Link>
      </p>
    </section>
  );
}

function MiniPhoto({ src }: { src: string }) {
  const { props } = getImageProps({ src, alt: '', width: 320, height: 240, sizes: '(min-width: 960px) 280px, 50vw', loading: 'lazy' });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client wrapper
  return <img {...props} alt="" className={styles.miniImage} />;
}
