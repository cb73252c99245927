import { exteriorPhotoName } from '@/features/media';
import type { Archetype } from './rules-tables';

/** Photo-library drawings (decision 005): one for the landing, one per archetype on the result. */
export const LANDING_PHOTO = exteriorPhotoName('bicycle', 'stadsfiets', 'blauw', 'side');

export const ARCHETYPE_PHOTOS: Record<Archetype, string> = {
  forens: exteriorPhotoName('bicycle', 'hybrideFiets', 'zwart', 'side'),
  snelleForens: exteriorPhotoName('bicycle', 'hybrideFiets', 'grijs', 'front34'),
  stadsfietser: exteriorPhotoName('bicycle', 'stadsfiets', 'rood', 'side'),
  bakfietsouder: exteriorPhotoName('bicycle', 'bakfiets', 'blauw', 'side'),
  toerfietser: exteriorPhotoName('bicycle', 'crosshybride', 'bruin', 'side'),
  sportieveling: exteriorPhotoName('bicycle', 'mountainbike', 'zwart', 'front34'),
};
