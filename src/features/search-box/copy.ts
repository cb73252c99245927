import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';

/** Dutch templates for a counted phrase; "{count}" stands for the figure (search-filters' count labels). */
export interface CountCopy {
  zero: string;
  one: string;
  other: string;
}

export type OptionKind = 'search' | 'make' | 'model' | 'place' | 'landing' | 'recent';

/** The box's copy (search-box.json), resolved on the server: no i18n library in the browser. */
export interface SearchBoxCopy {
  label: string;
  /** The landmark's name: the header's box and the home's box are two search regions. */
  region: string;
  placeholder: string;
  submit: string;
  listLabel: string;
  announce: CountCopy;
  kinds: Record<OptionKind, string>;
  counts: Record<MobilityTypeOrAll, CountCopy>;
}
