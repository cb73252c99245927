/** What a client may send as a search request (schema.ts parses it into the normal form). */
import type { ADDED_SINCE, MobilityTypeOrAll, RadiusStep, SortOrder } from '@/lib/vehicle/enums';
import type { EnumFilterKey, EnumFilterValue, FlagKey, RangeKey } from './fields';

type ListInput<T> = T | readonly T[] | null;
interface RangeInput {
  min?: number | null;
  max?: number | null;
}

/** What a client may send: every field optional, lists or single values, null for absent. */
export type SearchRequestInput = {
  mobilityType?: MobilityTypeOrAll | null;
  /** One dealer's id: only that dealer's listings. */
  dealer?: number | null;
  brand?: ListInput<string>;
  model?: ListInput<string>;
  text?: string | null;
  postalCode?: string | null;
  radius?: RadiusStep | null;
  addedSince?: (typeof ADDED_SINCE)[number] | null;
  sort?: SortOrder | null;
  page?: number | null;
  /** Older clients' power range in kW: converted to `powerPk`. */
  powerKw?: RangeInput | null;
} & { [K in EnumFilterKey]?: ListInput<EnumFilterValue<K>> } & { [K in RangeKey]?: RangeInput | null } & { [K in FlagKey]?: boolean | null };
