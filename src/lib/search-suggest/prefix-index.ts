/**
 * What the suggestions complete a word to (issue 18): every make, model and place name the
 * sentence search understands, and the themed landings, keyed the way the interpreter keys its
 * phrases (lowercase, accents stripped: "citr" finds Citroën, "den b" finds Den Bosch). Built from
 * the interpreter's own vocabulary, so a make that enters the stock is suggested exactly when it
 * is understood; the counts that rank makes and models are the index's facet counts.
 */
import type { MobilityType } from '@/lib/vehicle/enums';
import type { StockVocabulary, Vocabulary } from '@/lib/search-sentence';
import { phraseKey } from '@/lib/search-sentence/tokens';

export type CandidateKind = 'make' | 'model' | 'place' | 'landing';

export interface Candidate {
  kind: CandidateKind;
  /** What the suggestion shows ("Volkswagen Golf", "Utrecht", "Gezinsauto kopen"). */
  label: string;
  /** The words that replace the typed part of the sentence ("golf", "utrecht"); a landing has none. */
  completion: string;
  /** Listings in stock (makes and models, from the facets), a place's districts: ranks candidates of one kind. */
  stock: number;
  /** A landing's own page. */
  path?: string;
  /** A model's make (slug). */
  brand?: string;
  mobilityTypes: readonly MobilityType[];
}

/** A themed landing as the suggestions know it: its page, its title and the words it is found by. */
export interface LandingEntry {
  path: string;
  title: string;
  words: readonly string[];
  mobilityType: MobilityType;
}

interface Entry {
  key: string;
  candidate: Candidate;
  /**
   * The entry's place among all entries by what ranks a completion apart from an exact match: most
   * stock, then the shorter key, then the label (Dutch order). Computed once at build, so typing
   * sorts by numbers instead of comparing labels with the collator at every keystroke.
   */
  rank: number;
}

export interface SuggestIndex {
  /** Sorted by key, so a prefix is a binary search and a short walk. */
  entries: readonly Entry[];
}

/** Landing words that name nothing particular. */
const PLAIN_WORDS = new Set(['kopen', 'auto', 'met', 'alles', 'over', 'rijden']);

export function buildSuggestIndex(vocabulary: Vocabulary, stock: StockVocabulary, landings: readonly LandingEntry[] = []): SuggestIndex {
  const makeCount = new Map<string, number>();
  for (const make of stock.makes) makeCount.set(make.slug, (makeCount.get(make.slug) ?? 0) + (make.count ?? 0));
  const modelCount = new Map<string, number>();
  for (const model of stock.models) modelCount.set(`${model.brand}/${model.slug}`, (modelCount.get(`${model.brand}/${model.slug}`) ?? 0) + (model.count ?? 0));

  // No population in the place table: a city split into districts ("Utrecht Oost") ranks as a large one.
  const districts = new Map<string, number>();
  for (const [key, meanings] of vocabulary.phrases) {
    const [city] = key.split(' ');
    if (city && city !== key && meanings.some((meaning) => meaning.kind === 'place')) districts.set(city, (districts.get(city) ?? 0) + 1);
  }
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const add = (key: string, candidate: Candidate) => {
    const id = `${key}|${candidate.kind}|${candidate.label}`;
    if (seen.has(id)) return;
    seen.add(id);
    entries.push({ key, candidate, rank: 0 });
  };
  for (const [key, meanings] of vocabulary.phrases) {
    for (const meaning of meanings) {
      if (meaning.kind === 'make') {
        add(key, { kind: 'make', label: meaning.label, completion: phraseKey(meaning.label), stock: makeCount.get(meaning.slug) ?? 0, mobilityTypes: meaning.mobilityTypes });
      } else if (meaning.kind === 'model') {
        for (const brand of meaning.brands) {
          const make = vocabulary.makeLabels.get(brand) ?? brand;
          // The make goes with the model, so a model that needs it ("peugeot 208") is understood too.
          add(key, { kind: 'model', brand, label: `${make} ${meaning.label}`, completion: `${phraseKey(make)} ${phraseKey(meaning.label)}`, stock: modelCount.get(`${brand}/${meaning.slug}`) ?? 0, mobilityTypes: meaning.mobilityTypes });
        }
      } else if (meaning.kind === 'place') {
        add(key, { kind: 'place', label: meaning.name, completion: phraseKey(meaning.name), stock: districts.get(phraseKey(meaning.name)) ?? 0, mobilityTypes: [] });
      }
    }
  }
  for (const landing of landings) {
    const candidate: Candidate = { kind: 'landing', label: landing.title, completion: '', stock: 0, path: landing.path, mobilityTypes: [landing.mobilityType] };
    for (const word of landing.words) for (const part of phraseKey(word).split(' ')) if (part.length > 2 && !PLAIN_WORDS.has(part)) add(part, candidate);
  }
  entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const collator = new Intl.Collator('nl');
  // A stable sort of the entries in key order: ties keep key order, as a prefix's entries (found in key order) did.
  const ranked = [...entries].sort((a, b) => b.candidate.stock - a.candidate.stock || a.key.length - b.key.length || collator.compare(a.candidate.label, b.candidate.label));
  ranked.forEach((entry, rank) => (entry.rank = rank));
  return { entries };
}

/** Every entry whose key starts with `prefix` (already in key form), in key order. */
export function entriesWithPrefix(index: SuggestIndex, prefix: string): Entry[] {
  const { entries } = index;
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((entries[middle]?.key ?? '') < prefix) low = middle + 1;
    else high = middle;
  }
  const found: Entry[] = [];
  for (let at = low; at < entries.length; at++) {
    const entry = entries[at];
    if (!entry?.key.startsWith(prefix)) break;
    found.push(entry);
  }
  return found;
}
