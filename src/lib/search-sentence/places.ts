/**
 * Place names a buyer types ("bij Utrecht", "in de buurt van Den Bosch") with the postcode the
 * search measures from: the project's PC4 anchor table (src/lib/geo/pc4-anchors.ts), whose every
 * row is a place and the first four-digit postcode of its area. A city split into districts
 * ("Utrecht Centrum", "Utrecht Oost") is found by its own name at its centre. The postcode of a
 * place is the anchor's own, so the distance is measured from exactly the place's coordinates.
 */
import { PC4_ANCHORS } from '@/lib/geo/pc4-anchors';
import { phraseKey } from './tokens';

export interface PlaceEntry {
  /** The name as the table writes it ("'s-Hertogenbosch"), for the explanation. */
  name: string;
  postalCode: string;
}

/** Other names people use for a place of the table. */
const ALIASES: Record<string, string> = {
  'den bosch': "'s-Hertogenbosch",
  hertogenbosch: "'s-Hertogenbosch",
  's gravenhage': 'Den Haag Centrum',
  'the hague': 'Den Haag Centrum',
  almere: 'Almere Stad',
  texel: 'Den Burg (Texel)',
  ameland: 'Nes (Ameland)',
  terschelling: 'West-Terschelling',
  alphen: 'Alphen aan den Rijn',
  capelle: 'Capelle aan den IJssel',
  spakenburg: 'Bunschoten-Spakenburg',
  bunschoten: 'Bunschoten-Spakenburg',
  driebergen: 'Driebergen-Rijsenburg',
};

const CENTRE = / centrum$/i;

/** Every place key (token form) with its entry; the first anchor of a name wins. */
export function placeTable(): Map<string, PlaceEntry> {
  const places = new Map<string, PlaceEntry>();
  const byName = new Map<string, PlaceEntry>();
  const add = (key: string, entry: PlaceEntry) => {
    if (key && !places.has(key)) places.set(key, entry);
  };
  for (const [pc4, , , name] of PC4_ANCHORS) {
    const withoutNote = name.replace(/\s*\(.*\)$/, '');
    const entry: PlaceEntry = { name: CENTRE.test(withoutNote) ? withoutNote.replace(CENTRE, '') : withoutNote, postalCode: String(pc4) };
    byName.set(name, entry);
    if (CENTRE.test(withoutNote)) places.set(phraseKey(withoutNote.replace(CENTRE, '')), entry);
    add(phraseKey(withoutNote), entry);
  }
  for (const [alias, name] of Object.entries(ALIASES)) {
    const entry = byName.get(name);
    if (entry) add(alias, entry);
  }
  return places;
}
