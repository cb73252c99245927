/**
 * Dealer names by id, for the result pages of one dealer's stock (title, heading, chip). Every
 * such page asks for the same few names again and again, so they are kept in memory per id; list
 * items already carry their dealer's name, and the service hands those over as it loads them, so
 * a dealer page with results costs no query of its own. Names are kept for a while, not forever:
 * a dealer renamed by its feed shows its new name without a restart. An id without a dealer is
 * remembered briefly too, so that a crawler trying ids does not cost a query per request.
 */
import { LruCache } from '@/lib/memo/lru-cache';

export interface DealerName {
  id: number;
  name: string;
  city: string;
}

export interface DealerNamesOptions {
  /** How long a found name is trusted. */
  ttlMs?: number;
  /** How long "no such dealer" is trusted (short: a new dealer's first listings may arrive any moment). */
  missingTtlMs?: number;
  capacity?: number;
  now?: () => number;
}

interface Entry {
  dealer: DealerName | null;
  until: number;
}

export class DealerNames {
  private readonly entries: LruCache<number, Entry>;
  private readonly pending = new Map<number, Promise<DealerName | null>>();
  private readonly ttlMs: number;
  private readonly missingTtlMs: number;
  private readonly now: () => number;

  constructor(
    private readonly load: (id: number) => Promise<DealerName | null>,
    options: DealerNamesOptions = {},
  ) {
    this.entries = new LruCache(options.capacity ?? 10_000);
    this.ttlMs = options.ttlMs ?? 10 * 60_000;
    this.missingTtlMs = options.missingTtlMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  /** The dealer's name and city, or null when no dealer has this id. */
  async get(id: number): Promise<DealerName | null> {
    const entry = this.entries.get(id);
    if (entry && entry.until > this.now()) return entry.dealer;
    // Requests for the same id while it loads share the one query.
    let loading = this.pending.get(id);
    if (!loading) {
      loading = this.load(id)
        .then((dealer) => {
          this.entries.set(id, { dealer, until: this.now() + (dealer ? this.ttlMs : this.missingTtlMs) });
          return dealer;
        })
        .finally(() => this.pending.delete(id));
      this.pending.set(id, loading);
    }
    return loading;
  }

  /** A name just read from the database with a listing: fresher than what is kept. */
  remember(dealer: DealerName): void {
    this.entries.set(dealer.id, { dealer, until: this.now() + this.ttlMs });
  }
}
