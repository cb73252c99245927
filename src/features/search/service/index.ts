import 'server-only';
import { database } from '@/db';
import { log } from '@/lib/log';
import { SearchService } from './search-service';

// One index per process, made on first use (or at boot by instrumentation) and shared by every request.
const globalForSearch = globalThis as unknown as { __searchService?: Promise<SearchService> };

export function searchService(): Promise<SearchService> {
  globalForSearch.__searchService ??= (async () => {
    const started = performance.now();
    const service = await SearchService.start(await database(), {
      onError: (error) => log.error({ err: error }, 'search index: applying listing changes failed'),
    });
    log.info({ listings: service.size, ms: Math.round(performance.now() - started) }, 'search index ready');
    return service;
  })().catch((error: unknown) => {
    // A failed start must not stick: the next request tries again.
    globalForSearch.__searchService = undefined;
    throw error;
  });
  return globalForSearch.__searchService;
}

export type { SearchPage } from './search-service';
export type { ListItem } from './list-item';
