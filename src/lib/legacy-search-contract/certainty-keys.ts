/**
 * Our certainties as the old site's certainty keys, in the old site's order. One table for the
 * search items and the detail model: the old client derives its flags (`hasBovagChecklist`,
 * `hasReturnWarranty`, `servicedOnDelivery`) from these keys, and the recorded detail answer
 * names `FullyServiced` ("100% Onderhouden") and `HasMaintenance` ("BOVAG Onderhoudsbeurt").
 */
import type { Certainty } from '@/lib/vehicle/enums';

export const CERTAINTY_KEYS = [
  ['puntencheck30', 'BovagChecklist30Point'],
  ['puntencheck35', 'BovagChecklist35Point'],
  ['puntencheck40', 'BovagChecklist40Point'],
  ['puntencheck70', 'BovagChecklist70Point'],
  ['afleverbeurt', 'CarServicedOnDelivery'],
  ['omruilgarantie', 'ReturnWarranty'],
  ['volledigOnderhouden', 'FullyServiced'],
  ['onderhoudshistorie', 'HasMaintenance'],
  ['garantie6maanden', 'BovagWarranty6Months'],
  ['garantie12maanden', 'BovagWarranty12Months'],
  ['garantie24maanden', 'BovagWarranty24Months'],
] as const satisfies readonly (readonly [Certainty, string])[];

export type LegacyCertaintyKey = (typeof CERTAINTY_KEYS)[number][1];

/** The same table keyed by our certainty. */
export const LEGACY_CERTAINTY_KEY = Object.fromEntries(CERTAINTY_KEYS) as { readonly [C in Certainty]: LegacyCertaintyKey };
