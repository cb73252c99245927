import 'server-only';
import { ApiError, readJsonBody, toErrorResponse } from '@/lib/api/errors';
import { env } from '@/lib/config/env';
import { getT } from '@/lib/i18n/server';
import { log } from '@/lib/log';
import { lookupPlate, plateRegistryAvailable } from '@/features/plate-registry/server';
import { getMarketModel } from '@/features/search/server';
import { runValuation, type ValuationSources } from './run-valuation';
import { parseValuationBody, type ValuationInputParse } from './valuation-input';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const NO_STORE = { 'cache-control': 'no-store' };

/** With ENABLE_TEST_ROUTES, this header makes the registry answer as if it were down (the end-to-end retry test). */
export const TEST_REGISTRY_HEADER = 'x-test-registry';

/**
 * The live registry and the market model of the live inventory. Given a request while test routes
 * are on, `x-test-registry: unavailable` stands in for a registry that does not answer.
 */
export function liveValuationSources(request?: Request): ValuationSources {
  const down = request !== undefined && env().ENABLE_TEST_ROUTES && request.headers.get(TEST_REGISTRY_HEADER) === 'unavailable';
  return { marketModel: getMarketModel, lookupPlate: down ? () => Promise.resolve({ status: 'unavailable', reason: 'test: registry down' }) : lookupPlate };
}

/** The parser's error codes as the page's Dutch messages. */
export function fieldErrors(errors: Extract<ValuationInputParse, { ok: false }>['errors'], t: Translate): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, t(`errors.${code ?? 'form.invalid'}`)]));
}

/**
 * The valuation call with its sources given: 200 `{ result }` for a valued vehicle or one that
 * cannot be valued (the result says why); 400 with Dutch field errors for bad input (a malformed
 * plate, absurd mileage); 404 with the plate's field error for a plate the registry does not know;
 * 503 when the registry cannot be reached. Nothing is stored.
 */
export async function valuationResponse(request: Request, sources: ValuationSources, t: Translate): Promise<Response> {
  const now = sources.now?.() ?? new Date();
  const body = await readJsonBody(request, 'badRequest');
  const parsed = parseValuationBody(body, now);
  if (!parsed.ok) throw new ApiError('badRequest', undefined, { fields: fieldErrors(parsed.errors, t) });
  const result = await runValuation(sources, parsed.input);
  switch (result.status) {
    case 'invalidPlate':
      throw new ApiError('badRequest', undefined, { fields: { licensePlate: t('errors.licensePlate.invalid') } });
    case 'unknownPlate':
      throw new ApiError('notFound', undefined, { fields: { licensePlate: t('errors.licensePlate.unknown') } });
    case 'unavailable':
      throw new ApiError('serviceUnavailable', undefined, { fields: { form: t('errors.registry.unavailable') }, headers: { 'retry-after': '5' } });
    default:
      return Response.json({ result }, { headers: NO_STORE });
  }
}

/** POST /api/client/valuation/trade-in. */
export async function handleValuationRequest(request: Request): Promise<Response> {
  try {
    const t = await getT('trade-in');
    // No registry configured (decision 058): the calculator is off, as its page says.
    if (!plateRegistryAvailable()) throw new ApiError('serviceUnavailable', 'no plate registry configured', { fields: { form: t('off.lead') } });
    return await valuationResponse(request, liveValuationSources(request), (key, values) => t(key, values));
  } catch (error) {
    if (!(error instanceof ApiError)) log.error({ err: error }, 'valuation call failed');
    return toErrorResponse(error);
  }
}
