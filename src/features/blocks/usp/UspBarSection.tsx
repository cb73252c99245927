import 'server-only';
import { searchService } from '@/features/search/server';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import { emptySearchRequest } from '@/lib/search-request/schema';
import type { MobilityType } from '@/lib/vehicle/enums';
import { UspBar } from './UspBar';
import { uspItems } from './usp-items';

/**
 * The usp bar with the live stock of the vehicle type (a count from the in-memory index, no
 * database). `compact` (result pages) leaves the count out and hides on a phone.
 */
export async function UspBarSection({ mobility, variant = 'full' }: { mobility: MobilityType; variant?: 'full' | 'compact' }) {
  const [t, stock] = await Promise.all([getT('blocks'), variant === 'full' ? stockOf(mobility) : Promise.resolve(null)]);
  return <UspBar items={uspItems(mobility, stock, t)} label={t('usp.label', { product: publicConfig().productName })} variant={variant} />;
}

async function stockOf(mobility: MobilityType): Promise<number> {
  return (await searchService()).search(emptySearchRequest(mobility), { facets: false, limit: 0 }).total;
}
