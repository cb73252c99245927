/**
 * The professional of the month (product §2, "Vakkracht van de maand"): editorial markdown files in
 * `content/vakkrachten/`, one per month and vehicle type. The front matter names the month, the
 * person, their role, the member dealer by its external id (the association's register key) and a
 * short quote; the body is the story. Checked with zod when read, and a unit test reads every file
 * the same way, so a wrong file fails the test instead of a page. Pure.
 */
import { z } from 'zod';
import { parseFrontMatter } from '@/lib/markdown/front-matter';
import { MOBILITY_TYPES, type MobilityType } from '@/lib/vehicle/enums';

export interface YearMonth {
  year: number;
  month: number;
}

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected YYYY-MM')
  .transform((value): YearMonth => ({ year: Number(value.slice(0, 4)), month: Number(value.slice(5, 7)) }));

const types = z
  .string()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(z.array(z.enum(MOBILITY_TYPES)).min(1));

export const professionalMetaSchema = z
  .object({
    month,
    /** The vehicle types whose home shows this entry ("car", or "motor, bicycle"). */
    types,
    name: z.string().min(3).max(60),
    role: z.string().min(3).max(60),
    /** The dealer's external id in the member register (`dealers.external_id`). */
    dealer: z.string().regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/, 'expected a dealer external id such as B100407'),
    quote: z.string().min(20).max(220),
  })
  .strict();

export interface ProfessionalEntry {
  file: string;
  month: YearMonth;
  types: MobilityType[];
  name: string;
  role: string;
  dealerExternalId: string;
  quote: string;
  /** The story, markdown. */
  story: string;
}

/** One file; throws with the file name and the field when it is wrong. */
export function parseProfessionalFile(file: string, source: string): ProfessionalEntry {
  const { data, body } = parseFrontMatter(source);
  const parsed = professionalMetaSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; ')}`);
  const story = body.trim();
  if (story.length < 200) throw new Error(`${file}: the story needs at least a few sentences`);
  if (/^#/m.test(story)) throw new Error(`${file}: the story is plain paragraphs, without headings`);
  const { month: yearMonth, types: entryTypes, dealer, ...rest } = parsed.data;
  return { file, month: yearMonth, types: entryTypes, dealerExternalId: dealer, ...rest, story };
}

const order = (value: YearMonth) => value.year * 12 + value.month;

/** Two entries for the same month and vehicle type would make the choice arbitrary. */
export function checkProfessionalEntries(entries: readonly ProfessionalEntry[]): void {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    for (const type of entry.types) {
      const key = `${order(entry.month)}:${type}`;
      const other = seen.get(key);
      if (other) throw new Error(`${entry.file} and ${other} are both the ${type} professional of the same month`);
      seen.set(key, entry.file);
    }
  }
}

/** The entry of this month for the vehicle type, else the latest earlier one; never a future month's. */
export function selectProfessional(entries: readonly ProfessionalEntry[], type: MobilityType, now: YearMonth): ProfessionalEntry | null {
  let best: ProfessionalEntry | null = null;
  for (const entry of entries) {
    if (!entry.types.includes(type) || order(entry.month) > order(now)) continue;
    if (!best || order(entry.month) > order(best.month)) best = entry;
  }
  return best;
}

const amsterdamMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit' });

/** The calendar month in the Netherlands at a moment (a new month starts at midnight there). */
export function amsterdamYearMonth(date: Date): YearMonth {
  const parts = amsterdamMonth.formatToParts(date);
  return { year: Number(parts.find((part) => part.type === 'year')?.value), month: Number(parts.find((part) => part.type === 'month')?.value) };
}
