import 'server-only';
import { sql } from 'drizzle-orm';
import { database } from '@/db';
import type { Db } from '@/db/connect';
import { rowsOf } from '@/db/rows';
import { log } from '@/lib/log';
import { purgeRateLimitHits } from '@/lib/rate-limit/rate-limit.server';
import { AUTH_FAILURE_LIMIT, AUTH_FAILURE_SCOPE } from './auth-failures';
import { FEED_PHOTO_LIKE } from './photo-names';

/**
 * Feed photos nobody shows any more (issue 19): a listing deactivated, or a photo replaced by a new
 * push, leaves its rows in `dealer_photos`, each up to a few hundred KB. The cleanup deletes a feed
 * photo no listing names, with two margins:
 * - a photo uploaded less than a day ago stays: `POST /photos` answers names a push uses later;
 * - a listing offline for less than 30 days keeps its photos: a dealer who pushes a sold car back
 *   (a cancelled sale) names the same photos, and their URLs are immutable.
 * Every node may run it: the delete is one statement, and two nodes deleting the same rows is harmless.
 */
export const UPLOAD_GRACE_MS = 24 * 3_600_000;
export const KEEP_DEACTIVATED_MS = 30 * 24 * 3_600_000;
/** Hourly: unused photos cost disk, not correctness, so there is no hurry. */
const INTERVAL_MS = 3_600_000;
/** Rows deleted per statement, so one run never holds a long lock on a large table. */
const BATCH = 1_000;

export interface CleanupOptions {
  now: Date;
  uploadGraceMs?: number;
  keepDeactivatedMs?: number;
}

/** Deletes the unused feed photos as of `now`; answers how many went. */
export async function removeUnusedFeedPhotos(db: Db, options: CleanupOptions): Promise<number> {
  const uploadedBefore = new Date(options.now.getTime() - (options.uploadGraceMs ?? UPLOAD_GRACE_MS)).toISOString();
  const deactivatedAfter = new Date(options.now.getTime() - (options.keepDeactivatedMs ?? KEEP_DEACTIVATED_MS)).toISOString();
  let removed = 0;
  for (;;) {
    // The names in use are read once per batch from the listings (one pass, no index needed on photos).
    const rows = rowsOf<{ name: string }>(
      await db.execute(sql`
        with used as (
          select distinct unnest(photos) as name from listings
          where is_active or deactivated_at > ${deactivatedAfter}::timestamptz
        ), gone as (
          select p.name from dealer_photos p
          where p.created_at < ${uploadedBefore}::timestamptz
            and p.name like ${FEED_PHOTO_LIKE}
            and not exists (select 1 from used where used.name = p.name)
          limit ${BATCH}
        )
        delete from dealer_photos where name in (select name from gone) returning name`),
    );
    removed += rows.length;
    if (rows.length < BATCH) return removed;
  }
}

const state = globalThis as unknown as { __feedPhotoCleanup?: ReturnType<typeof setInterval>; __feedPhotoCleanupRunning?: boolean };

async function tick(): Promise<void> {
  if (state.__feedPhotoCleanupRunning) return;
  state.__feedPhotoCleanupRunning = true;
  try {
    const { db } = await database();
    const now = new Date();
    const removed = await removeUnusedFeedPhotos(db, { now });
    if (removed > 0) log.info({ removed }, 'unused feed photos removed');
    // The counters of failed key checks (handler.server.ts) that no window reads any more.
    await purgeRateLimitHits(db, `${AUTH_FAILURE_SCOPE}:`, AUTH_FAILURE_LIMIT.windowMs, now);
  } catch (error) {
    // A database not there yet fails this run only; the next hour tries again.
    log.error({ err: error }, 'feed photo cleanup failed');
  } finally {
    state.__feedPhotoCleanupRunning = false;
  }
}

/** Starts the hourly cleanup in this process (src/instrumentation.ts, beside the other periodic jobs). */
export function startFeedPhotoCleanup(): void {
  if (state.__feedPhotoCleanup) return;
  state.__feedPhotoCleanup = setInterval(() => void tick(), INTERVAL_MS);
  // The job never keeps a process alive that is otherwise done.
  state.__feedPhotoCleanup.unref();
}

/** For a graceful stop (src/features/operations/shutdown.ts): no new run, and whether one is under way. */
export const feedPhotoCleanupJob = {
  name: 'feed photo cleanup',
  stop: () => clearInterval(state.__feedPhotoCleanup),
  running: () => state.__feedPhotoCleanupRunning === true,
};
