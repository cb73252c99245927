/** The content sections of a detail page: server components, no JavaScript of their own. */
import type { TFunction } from 'i18next';
import Link from 'next/link';
import { formatLongDate, formatMonthYear, formatVehicleAge } from '@/lib/format/date';
import { formatMileage, formatPrice } from '@/lib/format/number';
import { MAINTENANCE_CERTAINTIES, pointsCheck, type CertaintyTag } from './certainty-tags';
import { InfoTip } from './InfoTip';
import type { DetailListing } from './model';
import type { VisibleGroup } from './spec-groups';
import styles from './detail.module.css';

export function Section({ id, heading, children, className }: { id: string; heading: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`${styles.section} ${className ?? ''}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function Check() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.check}>
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function CertaintyTags({ tags, t }: { tags: CertaintyTag[]; t: TFunction }) {
  if (!tags.length) return null;
  return (
    <div>
      <h2 className="visually-hidden">{t('sections.certainties')}</h2>
      <ul className={styles.tags}>
        {tags.map((tag) => (
          <li key={`${tag.kind}-${tag.value}`}>
            <InfoTip label={tag.label} explanation={tag.explanation} closeLabel={t('tooltip.close')} moreLabel={t('tooltip.more', { label: tag.label })} icon={<Check />} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Highlights({ highlights, t }: { highlights: string[]; t: TFunction }) {
  if (!highlights.length) return null;
  return (
    <Section id="highlights" heading={t('sections.highlights')}>
      <ul className={styles.highlights}>
        {highlights.map((highlight) => (
          <li key={highlight}>
            <Check />
            {highlight}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Description({ text, t }: { text: string; t: TFunction }) {
  if (!text.trim()) return null;
  return (
    <Section id="description" heading={t('sections.description')}>
      {text
        .split(/\n{2,}/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className={styles.prose}>
            {paragraph}
          </p>
        ))}
    </Section>
  );
}

function DefinitionList({ rows }: { rows: { key: string; label: string; value: React.ReactNode }[] }) {
  return (
    <dl className={styles.specs}>
      {rows.map((row) => (
        <div key={row.key} className={styles.specRow}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Specifications({ groups, t }: { groups: VisibleGroup[]; t: TFunction }) {
  if (!groups.length) return null;
  return (
    <Section id="specifications" heading={t('sections.specifications')}>
      <div className={styles.specGroups}>
        {groups.map((group) => (
          <div key={group.key}>
            <h3 className={styles.groupHeading}>{t(`vehicle:specGroup.${group.key}`, { defaultValue: group.label })}</h3>
            <DefinitionList rows={group.specifications} />
          </div>
        ))}
      </div>
    </Section>
  );
}

export function Options({ options, t }: { options: string[]; t: TFunction }) {
  if (!options.length) return null;
  return (
    <Section id="options" heading={t('sections.options')}>
      <ul className={styles.options}>
        {[...options].sort((a, b) => a.localeCompare(b, 'nl')).map((option) => (
          <li key={option}>
            <Check />
            {option}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function History({ listing, t, now }: { listing: DetailListing; t: TFunction; now: Date }) {
  const registered = listing.mobilityType !== 'bicycle';
  const rows: { key: string; label: string; value: React.ReactNode }[] = [{ key: 'production', label: t('history.production'), value: String(listing.year) }];
  if (registered) rows.push({ key: 'firstRegistration', label: t('history.firstRegistration'), value: formatMonthYear(listing.year, listing.month) });
  if (listing.modelYear) rows.push({ key: 'modelYear', label: t('history.modelYear'), value: String(listing.modelYear) });
  rows.push({ key: 'age', label: t('history.age'), value: formatVehicleAge(listing.year, listing.month, now) });
  if (listing.mileage > 0) {
    rows.push({
      key: 'mileage',
      label: t('history.mileage'),
      value: (
        <span className={styles.mileage}>
          <span className="tabular">{formatMileage(listing.mileage, listing.mileageUnit === 'mijl' ? 'mijl' : 'kilometer')}</span>
          {registered &&
            (listing.hasNapWeblabel ? (
              <span className={styles.nap} title={t('history.napTitle')}>
                <Check />
                {t('history.napYes')}
              </span>
            ) : (
              <span className={styles.muted}>{t('history.napNo')}</span>
            ))}
        </span>
      ),
    });
  }
  if (listing.ownerCount !== null) {
    const code = (['one', 'two', 'three', 'four', 'five'] as const)[listing.ownerCount - 1] ?? 'sixMore';
    rows.push({ key: 'owners', label: t('history.owners'), value: t(`vehicle:ownerCount.${code}`) });
  }
  return (
    <Section id="history" heading={t('sections.history')}>
      <DefinitionList rows={rows} />
    </Section>
  );
}

export function FinancialState({ listing, t }: { listing: DetailListing; t: TFunction }) {
  const rows: { key: string; label: string; value: React.ReactNode }[] = [
    { key: 'price', label: t('financial.price'), value: <span className="tabular">{formatPrice(listing.price)}</span> },
    { key: 'vat', label: t('financial.vat'), value: t(listing.priceExcludesVat ? 'financial.vatExcluded' : 'financial.vatIncluded') },
  ];
  if (listing.roadTaxPerQuarter !== null) rows.push({ key: 'roadTax', label: t('financial.roadTax'), value: t('financial.roadTaxValue', { amount: formatPrice(listing.roadTaxPerQuarter) }) });
  if (listing.leasePricePerMonth !== null) rows.push({ key: 'lease', label: t('financial.lease'), value: t('financial.leaseValue', { amount: formatPrice(listing.leasePricePerMonth) }) });
  const provider = listing.financingProvider?.trim();
  rows.push({
    key: 'financing',
    label: t('financial.financing'),
    value: provider ? t('financial.financingValue', { provider: t(`vehicle:financingProvider.${provider}`, { defaultValue: provider }) }) : t('financial.financingOther'),
  });
  return (
    <Section id="financial" heading={t('sections.financialState')}>
      <DefinitionList rows={rows} />
    </Section>
  );
}

export function Maintenance({ certainties, t }: { certainties: string[]; t: TFunction }) {
  const present = MAINTENANCE_CERTAINTIES.filter((value) => certainties.includes(value));
  if (!present.length) return null;
  return (
    <Section id="maintenance" heading={t('sections.maintenance')}>
      <ul className={styles.highlights}>
        {present.map((value) => (
          <li key={value}>
            <Check />
            <span>
              <strong>{t(`vehicle:certainty.${value}`)}</strong>: {t(`maintenance.${value}`)}
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/bovag-onderhoudsbeurt">{t('maintenance.link')}</Link>
      </p>
    </Section>
  );
}

export function PointsCheck({ certainties, t }: { certainties: string[]; t: TFunction }) {
  const points = pointsCheck(certainties);
  if (points === null) return null;
  return (
    <Section id="points-check" heading={t('sections.pointsCheck')}>
      <div className={styles.pointsCheck}>
        <span className={styles.pointsBadge} aria-hidden="true">
          {points}
        </span>
        <div>
          <p className={styles.pointsTitle}>{t(`vehicle:certainty.puntencheck${points}`)}</p>
          <p className={styles.prose}>{t('pointsCheck.text', { points })}</p>
          <Link href="/bovag-puntencheck">{t('pointsCheck.link')}</Link>
        </div>
      </div>
    </Section>
  );
}

export function VehicleReport({ listing, t }: { listing: DetailListing; t: TFunction }) {
  if (!listing.licensePlate) return null;
  const plate = listing.licensePlate.toUpperCase();
  const rows: { key: string; label: string; value: React.ReactNode }[] = [{ key: 'plate', label: t('report.licensePlate'), value: <span className={styles.plate}>{plate}</span> }];
  const apk = listing.apkUntil ? new Date(`${listing.apkUntil}T12:00:00Z`) : null;
  if (apk && !Number.isNaN(apk.getTime())) rows.push({ key: 'apk', label: t('report.apkUntil'), value: formatLongDate(apk) });
  return (
    <Section id="report" heading={t('sections.vehicleReport')}>
      <DefinitionList rows={rows} />
      <p>
        <a href={`https://ovi.rdw.nl/default.aspx?kenteken=${encodeURIComponent(plate.replace(/[^A-Z0-9]/g, ''))}`} rel="noopener noreferrer" target="_blank">
          {t('report.rdw')}
          <span className="visually-hidden"> {t('report.newWindow')}</span>
        </a>
      </p>
    </Section>
  );
}

export function DealerComments({ comments, dealer, t }: { comments: string | null; dealer: string; t: TFunction }) {
  if (!comments?.trim()) return null;
  return (
    <Section id="dealer-comments" heading={t('sections.dealerComments')}>
      <blockquote className={styles.quote}>
        <p>{comments}</p>
        <footer>— {dealer}</footer>
      </blockquote>
    </Section>
  );
}
