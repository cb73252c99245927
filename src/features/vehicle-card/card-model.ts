/**
 * Everything a vehicle card shows, as plain strings: the card component only lays it out.
 * `now` is passed in so that the age under 24 months (product §9) is testable.
 */
import { formatPrice } from '@/lib/format/number';
import { vehicleAge } from '@/lib/format/date';
import type { ListItem } from '@/features/search';
import { specSummary } from './spec-summary';
import type { Translate } from '@/lib/i18n/translate';
import { warrantyTags } from './warranty-tags';

export interface CardModel {
  id: number;
  /** The list item itself: the favourite and compare controls hand parts of it to their islands. */
  item: ListItem;
  title: string;
  href: string;
  imageUrl: string | null;
  photoCount: string | null;
  price: string;
  vatNote: string;
  summary: string[];
  /** "8 maanden oud" for vehicles under 24 months; null otherwise. */
  age: string | null;
  tags: { key: string; label: string }[];
  nap: boolean;
  city: string;
  distance: string | null;
}

export function cardModel(item: ListItem, t: Translate, now: Date): CardModel {
  const age = vehicleAge(item.vehicle.year, item.vehicle.month, now);
  return {
    id: item.id,
    item,
    title: item.title,
    href: item.detailUrl,
    imageUrl: item.imageUrl,
    photoCount: item.photoCount > 1 ? t('card.photoCount', { count: item.photoCount }) : null,
    price: formatPrice(Math.round(item.price * 100)),
    vatNote: t(item.priceExcludesVat ? 'common:vat.excluded' : 'common:vat.included'),
    summary: specSummary(item.mobilityType, item.vehicle, t),
    age: age.unit === 'months' ? t('card.ageMonths', { count: age.value }) : null,
    tags: warrantyTags(item.mobilityType, item.warrantyTypes, item.certainties).map((tag) => ({
      key: tag.value,
      label: t(tag.kind === 'warranty' ? `vehicle:warrantyType.${tag.value}` : `vehicle:maintenanceTag.${tag.value}`),
    })),
    nap: item.hasNapWeblabel,
    city: item.company.city,
    distance: item.distanceKm === null ? null : t('card.distance', { distance: Math.round(item.distanceKm) }),
  };
}
