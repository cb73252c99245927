import { sql } from 'drizzle-orm';
import type { Db } from '@/db/connect';

/**
 * Listing-change notifications: after every import or deactivation the changed listing ids go
 * out on the `listing_changes` channel as {"ids":[...]}, so every node's search index can
 * refresh those listings. NOTIFY payloads must stay under 8000 bytes, hence the chunks.
 */
export const LISTING_CHANGES_CHANNEL = 'listing_changes';
export const MAX_PAYLOAD_BYTES = 7900;

export function changePayloads(ids: readonly number[]): string[] {
  const payloads: string[] = [];
  let chunk: number[] = [];
  let length = '{"ids":[]}'.length;
  for (const id of ids) {
    const extra = String(id).length + (chunk.length ? 1 : 0);
    if (length + extra > MAX_PAYLOAD_BYTES && chunk.length) {
      payloads.push(JSON.stringify({ ids: chunk }));
      chunk = [];
      length = '{"ids":[]}'.length;
    }
    chunk.push(id);
    length += String(id).length + (chunk.length > 1 ? 1 : 0);
  }
  if (chunk.length) payloads.push(JSON.stringify({ ids: chunk }));
  return payloads;
}

/** Queues the notifications in the caller's transaction; they are delivered when it commits. */
export async function publishListingChanges(tx: Pick<Db, 'execute'>, ids: readonly number[]): Promise<void> {
  const payloads = changePayloads(ids);
  if (!payloads.length) return;
  await tx.execute(sql`select pg_notify(${LISTING_CHANGES_CHANNEL}, payload) from json_array_elements_text(${JSON.stringify(payloads)}::json) as payload`);
}

/** Parses a payload from the channel; anything malformed yields no ids. */
export function parseChangePayload(payload: string): number[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    if (parsed && typeof parsed === 'object' && 'ids' in parsed && Array.isArray(parsed.ids)) {
      return parsed.ids.filter((id): id is number => Number.isInteger(id));
    }
  } catch {
    // A payload that is not JSON carries nothing to refresh.
  }
  return [];
}
