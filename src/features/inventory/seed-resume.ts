/**
 * Whether `npm start` must (re)seed the demo inventory, and from where. Pure: the caller reads
 * the seed record and a census of the listings, and carries out the decision.
 *
 * The generator is deterministic per index (listing i of a seed and "now" is always the same
 * listing, for the same dealer), and a seed writes its listings in index order, one transaction
 * per batch, so a seed killed half-way leaves exactly listings [0, n). Such a seed is resumed at
 * n; any other shortfall is redone from 0, which updates the listings present in place.
 */

/** What the demo_seed row says; null when there is none. */
export interface SeedRecord {
  seed: number | string;
  target: number;
  planNow: Date;
  completed: boolean;
}

export interface ListingCensus {
  /** All listings in the database. */
  listings: number;
  /** Listings whose external id is a demo one (VRD-0000001 …). */
  demo: number;
  /** The highest demo number present (VRD-0000042 → 42); 0 when none. */
  highestDemo: number;
}

export type SeedDecision =
  | { action: 'keep'; reason: 'nothing-asked' | 'complete' | 'not-demo' | 'enough' }
  | { action: 'seed'; seed: number | string; now?: Date; from: number; count: number; resumed: boolean };

/** Demo listings [0, demo) and nothing else: what an interrupted seed leaves behind. */
function demoPrefix(census: ListingCensus): number | null {
  return census.listings === census.demo && census.highestDemo === census.demo ? census.demo : null;
}

export function decideDemoSeed(input: { record: SeedRecord | null; census: ListingCensus; count: number; defaultSeed: number | string }): SeedDecision {
  const { record, census, count } = input;
  if (count <= 0) return { action: 'keep', reason: 'nothing-asked' };
  const prefix = demoPrefix(census);

  if (record) {
    if (record.completed && census.listings >= record.target) return { action: 'keep', reason: 'complete' };
    // Unfinished (or finished and since emptied, e.g. by seed --reset killed before it began):
    // complete it to the count asked for now, with the seed and "now" it started with.
    const from = prefix === null ? 0 : Math.min(prefix, count);
    return { action: 'seed', seed: record.seed, now: record.planNow, from, count, resumed: from > 0 };
  }

  if (census.listings === 0) return { action: 'seed', seed: input.defaultSeed, from: 0, count, resumed: false };
  // No record but listings: a database seeded before seeds were recorded, or one with real
  // listings. Only a bare demo prefix (an interrupted seed of that time) is completed.
  if (prefix === null) return { action: 'keep', reason: 'not-demo' };
  if (prefix >= count) return { action: 'keep', reason: 'enough' };
  return { action: 'seed', seed: input.defaultSeed, from: prefix, count, resumed: true };
}
