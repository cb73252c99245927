import type { Database } from '@/db/connect';
import { LISTING_CHANGES_CHANNEL, parseChangePayload } from '@/features/inventory/server';

/** What a subscription feeds: the search service, once it exists. */
export interface ChangeTarget {
  enqueue(ids: readonly number[]): void;
  resync(): Promise<void>;
}

export interface ChangeSubscription {
  /** Hands the target what arrived before it existed, and everything from now on. */
  attach(target: ChangeTarget): void;
  unsubscribe(): Promise<void>;
}

/**
 * Listens on `listing_changes` before the index is loaded, so a change committed during the load
 * is applied afterwards rather than lost. A reconnect of the listener means notifications were
 * missed: the target resyncs, and one during the load resyncs it as soon as it is attached.
 */
export async function subscribeToListingChanges(database: Database): Promise<ChangeSubscription> {
  const early: number[] = [];
  let target: ChangeTarget | null = null;
  let missedBeforeAttach = false;
  const unsubscribe = await database.listen(
    LISTING_CHANGES_CHANNEL,
    (payload) => {
      const ids = parseChangePayload(payload);
      if (target) target.enqueue(ids);
      else early.push(...ids);
    },
    {
      onReconnect: () => {
        if (target) void target.resync();
        else missedBeforeAttach = true;
      },
    },
  );
  return {
    attach(attached) {
      target = attached;
      attached.enqueue(early.splice(0));
      if (missedBeforeAttach) void attached.resync();
    },
    unsubscribe,
  };
}
