import type { LeadReportRowOut } from './feed-schema';

/**
 * The lead report as CSV for spreadsheets and CRMs: a header row, comma-separated, CRLF line ends
 * (RFC 4180). A cell a spreadsheet would run as a formula (=, +, -, @) is quoted behind an
 * apostrophe, so a stock number can never become a formula on the dealer's computer.
 */
const COLUMNS = ['day', 'code', 'stockNumber', 'phoneReveals', 'dialerDisplays', 'favourites', 'shares'] as const;

export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function leadReportCsv(rows: readonly LeadReportRowOut[]): string {
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => csvCell(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
