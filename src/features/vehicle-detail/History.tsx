import type { TFunction } from 'i18next';
import { formatMonthYear, formatVehicleAge } from '@/lib/format/date';
import { formatMileage } from '@/lib/format/number';
import { Check } from './Check';
import { DefinitionList, type DefinitionRow } from './DefinitionList';
import type { DetailListing } from '@/lib/vehicle/detail';
import { Section } from './Section';
import styles from './detail.module.css';

export function History({ listing, t, now }: { listing: DetailListing; t: TFunction; now: Date }) {
  const registered = listing.mobilityType !== 'bicycle';
  const rows: DefinitionRow[] = [{ key: 'production', label: t('history.production'), value: String(listing.year) }];
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
