import { formatLongDate } from '@/lib/format/date';

/** "12 maart 2026" from an ISO date; noon UTC is the same calendar day in Amsterdam. */
export function formatArticleDate(isoDate: string): string {
  return formatLongDate(new Date(`${isoDate}T12:00:00Z`));
}
