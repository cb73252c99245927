import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/db/connect';
import { demoSeed } from '@/db/schema';
import type { ListingCensus, SeedRecord } from './seed-resume';

/** The demo_seed row (see seed-resume.ts), or null before any seed was recorded. */
export async function readSeedRecord(database: Database): Promise<SeedRecord | null> {
  const [row] = await database.db.select().from(demoSeed).where(eq(demoSeed.id, 1));
  if (!row) return null;
  return { seed: row.seed, target: row.target, planNow: row.planNow, completed: row.completedAt !== null };
}

/** Written before the first listing, so a seed that never finishes is known as unfinished. */
export async function recordSeedStarted(database: Database, input: { seed: number | string; target: number; planNow: Date }): Promise<void> {
  const values = { id: 1, seed: input.seed, target: input.target, planNow: input.planNow, startedAt: new Date(), completedAt: null };
  await database.db
    .insert(demoSeed)
    .values(values)
    .onConflictDoUpdate({ target: demoSeed.id, set: { seed: values.seed, target: values.target, planNow: values.planNow, startedAt: values.startedAt, completedAt: null } });
}

export async function recordSeedCompleted(database: Database): Promise<void> {
  await database.db.update(demoSeed).set({ completedAt: sql`now()` }).where(eq(demoSeed.id, 1));
}

/** Counts the listings and the demo ones among them; one scan, as on every start. */
export async function listingCensus(database: Database): Promise<ListingCensus & { dealers: number }> {
  // CASE rather than FILTER around the cast: only demo ids are ever cast to an integer.
  const [row] = await database.query<{ listings: number; demo: number; highest_demo: number; dealers: number }>(
    `select count(*)::int as listings,
            count(*) filter (where external_id ~ '^VRD-[0-9]{7}$')::int as demo,
            coalesce(max(case when external_id ~ '^VRD-[0-9]{7}$' then substring(external_id from 5)::int end), 0)::int as highest_demo,
            (select count(*) from dealers)::int as dealers
       from listings`,
  );
  return { listings: row?.listings ?? 0, demo: row?.demo ?? 0, highestDemo: row?.highest_demo ?? 0, dealers: row?.dealers ?? 0 };
}
