import { log } from '@/lib/log';
import { searchService } from './index';

export function warmSearchService(): void {
  searchService().catch((error: unknown) => log.error({ err: error }, 'search index: warm-up failed'));
}
