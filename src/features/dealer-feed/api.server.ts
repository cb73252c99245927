import 'server-only';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import { deactivateBodySchema, leadReportQuerySchema, leadsQuerySchema, pushBodySchema, syncBodySchema } from './feed-schema';
import { dealerCall, liveDependencies, type ApiDependencies } from './handler.server';
import { describeIssue } from './item-problems';
import { leadReportCsv } from './lead-report-csv';
import { dayRange } from './report-range';
import { dealerLeadReport, leadsSince } from './leads.server';
import { photoMobilityType } from './photo-names';
import { pixelBudget, processPhoto, storePhotos } from './photos.server';
import { deactivateMissing, pushListings } from './push.server';
import { deactivateByStockNumber } from './stock.server';

/**
 * The feed API's calls (issue 19, decision 034), one function per route under /api/dealer/v1/.
 * A body that is not the call's shape is refused as a whole (400 with the fields in Dutch); inside
 * a push, each listing is judged on its own.
 */
function parseOrRefuse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const problem = describeIssue(issue, value);
    fields[problem.field] ??= problem.nl;
  }
  throw new ApiError('badRequest', parsed.error.issues, { fields });
}

const queryObject = (query: URLSearchParams) => Object.fromEntries([...query.entries()]);

export function dealerApi(dependencies: ApiDependencies = liveDependencies) {
  return {
    push: (request: Request) =>
      dealerCall(dependencies, request, 'listings.push', { body: 'multipart' }, async ({ database, dealer, json, files }) => {
        const body = parseOrRefuse(pushBodySchema, json);
        const answer = await pushListings(database, dealer, body.listings, { files, fullSync: body.fullSync, pixelsPerCall: dependencies.pixelsPerCall });
        return { body: answer, counts: { ...answer.summary, photos: files.length } };
      }),
    deactivate: (request: Request) =>
      dealerCall(dependencies, request, 'listings.deactivate', { body: 'json' }, async ({ database, dealer, json }) => {
        const body = parseOrRefuse(deactivateBodySchema, json);
        const answer = await deactivateByStockNumber(database, dealer, body.stockNumbers);
        return { body: answer, counts: { deactivated: answer.deactivated.length, notFound: answer.notFound.length } };
      }),
    sync: (request: Request) =>
      dealerCall(dependencies, request, 'listings.sync', { body: 'json' }, async ({ database, dealer, json }) => {
        const body = parseOrRefuse(syncBodySchema, json);
        const deactivated = await deactivateMissing(database, dealer, body.stockNumbers);
        const known = new Set((await database.query<{ external_id: string }>('select external_id from listings where dealer_id = $1', [dealer.id])).map((row) => row.external_id));
        const answer = { dealer: dealer.externalId, deactivated, notFound: body.stockNumbers.filter((stockNumber) => !known.has(stockNumber)) };
        return { body: answer, counts: { deactivated: deactivated.length, notFound: answer.notFound.length } };
      }),
    photos: (request: Request) =>
      dealerCall(dependencies, request, 'photos.upload', { body: 'multipart' }, async ({ database, dealer, json, files }) => {
        if (!files.length) throw new ApiError('badRequest', null, { fields: { photos: 'stuur minstens één foto mee' } });
        // The vehicle type the photos are for starts their names; `car` when the call names none.
        const named = json && typeof json === 'object' && 'mobilityType' in json ? json.mobilityType : undefined;
        if (named !== undefined && photoMobilityType(named) !== named) throw new ApiError('badRequest', null, { fields: { mobilityType: 'moet car, bicycle, motor of caramper zijn' } });
        const mobilityType = photoMobilityType(named);
        const results = [];
        const stored = [];
        const budget = pixelBudget(dependencies.pixelsPerCall);
        for (const [position, file] of files.entries()) {
          const outcome = await processPhoto(file, `photos.${position}`, mobilityType, budget);
          if (outcome.ok) stored.push(outcome.photo);
          results.push(outcome.ok ? { file: file.name, result: 'stored' as const, name: outcome.photo.name } : { file: file.name, result: 'refused' as const, problems: [outcome.problem] });
        }
        await storePhotos(database.db, dealer.id, stored);
        return { body: { photos: results }, counts: { stored: stored.length, refused: files.length - stored.length } };
      }),
    leads: (request: Request) =>
      dealerCall(dependencies, request, 'leads.list', { body: 'none' }, async ({ database, dealer, query }) => {
        const input = parseOrRefuse(leadsQuerySchema, queryObject(query));
        // A cursor past the largest id a lead can have (an integer column) finds nothing, not an error.
        const answer = await leadsSince(database, dealer, Math.min(Number(input.since ?? '0'), 2_147_483_647), input.limit);
        return { body: answer, counts: { leads: answer.leads.length } };
      }),
    leadReport: (request: Request) =>
      dealerCall(dependencies, request, 'leads.report', { body: 'none' }, async ({ database, dealer, query }) => {
        const input = parseOrRefuse(leadReportQuerySchema, queryObject(query));
        const rows = await dealerLeadReport(database, dealer, dayRange(input.from, input.until));
        const counts = { rows: rows.length };
        if (input.format === 'csv') return { body: null, counts, text: { contentType: 'text/csv; charset=utf-8', content: leadReportCsv(rows) } };
        return { body: { dealer: dealer.externalId, rows }, counts };
      }),
  };
}
