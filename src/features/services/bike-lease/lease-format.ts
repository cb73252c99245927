/**
 * Amounts and rates as the calculator shows them, nl-NL. The box 1 rates carry two decimals
 * ("37,56%", "49,50%" as the tables print them), which lib/format's formatPercent (one decimal at most) would round away.
 */
import { formatEuros } from '@/lib/format/number';
import { INCOME_BRACKETS_2026, type IncomeBracket } from './lease-tables';

const rate = new Intl.NumberFormat('nl-NL', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRate(share: number): string {
  return rate.format(share);
}

/** The bracket's income range for its label: `{ from: "€ 38.884", to: "€ 79.137" }`. */
export function bracketBounds(bracket: IncomeBracket): { from: string; to: string } {
  const previous = INCOME_BRACKETS_2026[INCOME_BRACKETS_2026.indexOf(bracket) - 1];
  return {
    // The top bracket reads "more than" the previous bracket's upper end.
    from: formatEuros(bracket.toEuros === null && previous?.toEuros ? previous.toEuros : bracket.fromEuros),
    to: bracket.toEuros === null ? '' : formatEuros(bracket.toEuros),
  };
}
