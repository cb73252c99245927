import type { TFunction } from 'i18next';
import { formatPrice } from '@/lib/format/number';
import { DefinitionList, type DefinitionRow } from './DefinitionList';
import type { DetailListing } from '@/lib/vehicle/detail';
import { Section } from './Section';

export function FinancialState({ listing, t }: { listing: DetailListing; t: TFunction }) {
  const rows: DefinitionRow[] = [
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
