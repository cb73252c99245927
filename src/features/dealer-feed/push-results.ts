import { hasBrokenText } from '@/lib/text/storable-text';
import type { FieldProblem } from './item-problems';

/**
 * The answer per listing of a push (issue 19): created, updated, unchanged or refused with its
 * reasons. The import counts only totals, so the outcome of each item is read from what existed
 * before and which listings the import changed. Pure.
 */
export type ItemOutcome = 'created' | 'updated' | 'unchanged' | 'refused';

export interface ItemResult {
  index: number;
  stockNumber: string | null;
  result: ItemOutcome;
  /** The listing's public code and page, for items that landed. */
  code?: string;
  url?: string;
  problems?: FieldProblem[];
}

export interface PushSummary {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  deactivated: number;
}

export interface Landed {
  code: string;
  url: string;
}

export interface OutcomeInput {
  /** Stock number of each item of the call, in order (null where it had none). */
  stockNumbers: readonly (string | null)[];
  refused: ReadonlyMap<number, FieldProblem[]>;
  /** Stock numbers that had a listing before the call. */
  existedBefore: ReadonlySet<string>;
  /** Stock numbers whose listing the import inserted or changed. */
  changed: ReadonlySet<string>;
  /** Code and page of every listing of the call that is stored now. */
  landed: ReadonlyMap<string, Landed>;
}

export function itemResults(input: OutcomeInput): ItemResult[] {
  return input.stockNumbers.map((stockNumber, index) => {
    const problems = input.refused.get(index);
    if (problems || stockNumber === null) return { index, stockNumber, result: 'refused', problems: problems ?? [{ field: 'externalId', nl: 'ontbreekt', en: 'is required' }] };
    const result: ItemOutcome = !input.existedBefore.has(stockNumber) ? 'created' : input.changed.has(stockNumber) ? 'updated' : 'unchanged';
    const landed = input.landed.get(stockNumber);
    return { index, stockNumber, result, ...(landed ?? {}) };
  });
}

export function summarise(results: readonly ItemResult[], deactivated: number): PushSummary {
  const count = (outcome: ItemOutcome) => results.filter((item) => item.result === outcome).length;
  return { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), refused: count('refused'), deactivated };
}

/** The stock number of an item as sent, when it is one at all. */
export function stockNumberOf(item: unknown): string | null {
  const stockNumber = item && typeof item === 'object' && 'externalId' in item && typeof item.externalId === 'string' ? item.externalId : null;
  // One with a NUL or half a surrogate pair is no stock number any listing can have (the item is refused for it).
  return stockNumber !== null && !hasBrokenText(stockNumber) ? stockNumber : null;
}

/**
 * Items sending a stock number that a later item of the same call sends again: one call cannot
 * write one listing twice, so the last one counts and the earlier ones are refused.
 */
export function duplicateStockNumbers(stockNumbers: readonly (string | null)[]): Map<number, FieldProblem[]> {
  const last = new Map<string, number>();
  stockNumbers.forEach((stockNumber, index) => {
    if (stockNumber !== null) last.set(stockNumber, index);
  });
  const refused = new Map<number, FieldProblem[]>();
  stockNumbers.forEach((stockNumber, index) => {
    if (stockNumber !== null && last.get(stockNumber) !== index) {
      refused.set(index, [{ field: 'externalId', nl: 'komt later in deze aanroep nog eens voor; de laatste telt', en: 'occurs again later in this call; the last one counts' }]);
    }
  });
  return refused;
}
