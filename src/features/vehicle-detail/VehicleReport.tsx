import type { TFunction } from 'i18next';
import { formatLongDate } from '@/lib/format/date';
import { DefinitionList, type DefinitionRow } from './DefinitionList';
import type { DetailListing } from '@/lib/vehicle/detail';
import { Section } from './Section';
import styles from './detail.module.css';

export function VehicleReport({ listing, t }: { listing: DetailListing; t: TFunction }) {
  if (!listing.licensePlate) return null;
  const plate = listing.licensePlate.toUpperCase();
  const rows: DefinitionRow[] = [{ key: 'plate', label: t('report.licensePlate'), value: <span className={styles.plate}>{plate}</span> }];
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
