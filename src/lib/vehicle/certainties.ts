/**
 * Which certainties each kind of vehicle can carry: the one list the search filter offers and the
 * detail page shows. A certainty outside its type's list (a feed that sends an e-bike with the
 * BOVAG 40-Puntencheck or the Omruilgarantie, which are car schemes) is not a promise the
 * association makes for that type, so no page repeats it.
 */
import type { Certainty, MobilityType } from './enums';

export const CERTAINTIES_BY_MOBILITY: Record<MobilityType, readonly Certainty[]> = {
  car: ['puntencheck40', 'volledigOnderhouden', 'onderhoudshistorie', 'omruilgarantie', 'afleverbeurt', 'garantie6maanden', 'garantie12maanden', 'garantie24maanden'],
  motor: ['puntencheck40', 'volledigOnderhouden', 'onderhoudshistorie', 'afleverbeurt', 'garantie6maanden', 'garantie12maanden', 'garantie24maanden'],
  bicycle: ['afleverbeurt', 'garantie6maanden', 'garantie12maanden', 'garantie24maanden'],
  caramper: ['puntencheck30', 'puntencheck35', 'puntencheck70', 'onderhoudshistorie', 'afleverbeurt', 'garantie6maanden', 'garantie12maanden', 'garantie24maanden'],
};

/** The certainties of a listing that its type can carry, in the listing's order, each once. */
export function applicableCertainties(mobilityType: MobilityType, certainties: readonly string[]): string[] {
  const allowed: readonly string[] = CERTAINTIES_BY_MOBILITY[mobilityType];
  return [...new Set(certainties)].filter((value) => allowed.includes(value));
}
