// The old site's detail data for its existing clients (decision 036). next.config.ts rewrites
// /_next/data/{buildId}/nl-NL/vdp.json here; the request keeps the URL the client sent.
import { currentLegacyBuildId, legacyDetailResponse } from '@/features/legacy-detail/server';
import { loadVehicleDetail } from '@/features/vehicle-detail/server';
import { toErrorResponse } from '@/lib/api/errors';
import { siteUrlFor } from '@/lib/config/site-url.server';
import { log } from '@/lib/log';

export async function GET(request: Request) {
  try {
    return await legacyDetailResponse(new URL(request.url), { buildId: currentLegacyBuildId(), load: loadVehicleDetail, origin: siteUrlFor(request.headers) });
  } catch (error) {
    // Only a failing database gets here: the answer is the API's 500 shape, logged once.
    log.error({ err: error, path: new URL(request.url).pathname }, 'legacy detail call failed');
    const response = toErrorResponse(error);
    response.headers.set('cache-control', 'no-store');
    return response;
  }
}
