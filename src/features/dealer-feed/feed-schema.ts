import { z } from 'zod';

/**
 * The feed API's own request and answer shapes (decision 034). The listing itself is the import's
 * schema (`listingRecordSchema`); these wrap it. The OpenAPI document is generated from them
 * (openapi.ts), so what is checked and what is documented cannot drift apart.
 */
export const MAX_LISTINGS_PER_CALL = 1000;
export const MAX_SYNC_STOCK_NUMBERS = 100_000;
export const MAX_LEADS_PER_PAGE = 500;

const dealer = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/).optional();
const stockNumber = z.string().regex(/^[A-Za-z0-9._/-]{1,64}$/);

/** The body of `POST /listings`; `listings` are checked one by one against the listing schema. */
export const pushBodySchema = z.object({
  dealer,
  fullSync: z.boolean().default(false),
  listings: z.array(z.unknown()).min(1).max(MAX_LISTINGS_PER_CALL),
});

export const deactivateBodySchema = z.object({
  dealer,
  stockNumbers: z.array(stockNumber).min(1).max(MAX_LISTINGS_PER_CALL),
});

export const syncBodySchema = z.object({
  dealer,
  complete: z.literal(true),
  stockNumbers: z.array(stockNumber).max(MAX_SYNC_STOCK_NUMBERS),
});

export const leadsQuerySchema = z.object({
  dealer,
  since: z.string().regex(/^\d{1,12}$/).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_LEADS_PER_PAGE).default(100),
});

/**
 * The days a lead report may name. `from=0001-01-01` began before year 1 in UTC (Amsterdam's old
 * offset) and `until=9999-12-31` ended after year 9999: dates PostgreSQL cannot take, a 500 (issue 49).
 */
export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2099-12-31';
const reportDay = z.iso
  .date()
  .refine((day) => day >= REPORT_FIRST_DAY && day <= REPORT_LAST_DAY, `moet een datum van ${REPORT_FIRST_DAY} tot en met ${REPORT_LAST_DAY} zijn`)
  .optional();

export const leadReportQuerySchema = z.object({
  dealer,
  from: reportDay,
  until: reportDay,
  format: z.enum(['json', 'csv']).default('json'),
});

const fieldProblem = z.object({ field: z.string(), nl: z.string(), en: z.string() });

export const itemResultSchema = z.object({
  index: z.number().int(),
  stockNumber: z.string().nullable(),
  result: z.enum(['created', 'updated', 'unchanged', 'refused']),
  code: z.string().optional(),
  url: z.string().optional(),
  problems: z.array(fieldProblem).optional(),
});

const summary = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), refused: z.number().int(), deactivated: z.number().int() });

export const pushAnswerSchema = z.object({ dealer: z.string(), summary, items: z.array(itemResultSchema), deactivated: z.array(z.string()) });

export const deactivateAnswerSchema = z.object({ dealer: z.string(), deactivated: z.array(z.string()), alreadyInactive: z.array(z.string()), notFound: z.array(z.string()) });

export const syncAnswerSchema = z.object({ dealer: z.string(), deactivated: z.array(z.string()), notFound: z.array(z.string()) });

export const photoAnswerSchema = z.object({
  photos: z.array(
    z.object({
      file: z.string(),
      result: z.enum(['stored', 'refused']),
      name: z.string().optional(),
      problems: z.array(fieldProblem).optional(),
    }),
  ),
});

export const leadSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  createdAt: z.string(),
  listing: z.object({ code: z.string(), stockNumber: z.string().nullable(), title: z.string().nullable() }).nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  details: z.record(z.string(), z.string()),
});

export const leadsAnswerSchema = z.object({ dealer: z.string(), leads: z.array(leadSchema), next: z.string().nullable() });

export const leadReportRowSchema = z.object({
  day: z.string(),
  code: z.string().nullable(),
  stockNumber: z.string().nullable(),
  phoneReveals: z.number().int(),
  dialerDisplays: z.number().int(),
  favourites: z.number().int(),
  shares: z.number().int(),
});

export const leadReportAnswerSchema = z.object({ dealer: z.string(), rows: z.array(leadReportRowSchema) });

export const errorAnswerSchema = z.object({ status: z.number().int(), message: z.string(), errors: z.record(z.string(), z.string()).optional() });

export type PushBody = z.output<typeof pushBodySchema>;
export type LeadsAnswer = z.output<typeof leadsAnswerSchema>;
export type LeadReportRowOut = z.output<typeof leadReportRowSchema>;
