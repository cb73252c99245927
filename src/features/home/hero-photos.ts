import { exteriorPhotoName } from '@/features/media';
import type { MobilityType } from '@/lib/vehicle/enums';

/** The photo-library drawing at the top of each home page. */
export const HERO_PHOTOS: Record<MobilityType, string> = {
  car: exteriorPhotoName('car', 'suvTerreinwagen', 'blauw', 'front34'),
  bicycle: exteriorPhotoName('bicycle', 'stadsfiets', 'zwart', 'side'),
  motor: exteriorPhotoName('motor', 'naked', 'rood', 'side'),
  caramper: exteriorPhotoName('caramper', 'caravan', 'wit', 'side'),
};
