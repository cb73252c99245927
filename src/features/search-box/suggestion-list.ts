/**
 * The options the box shows, as a pure model: the server's suggestions for what is typed, then
 * the visitor's recent searches that fit it; and where the active option goes on an arrow key.
 */
import { countLabel } from '@/features/search-filters';
import { recentMatches } from '@/lib/search-suggest';
import type { MobilityTypeOrAll } from '@/lib/vehicle/enums';
import type { OptionKind, SearchBoxCopy } from './copy';

export interface ServerSuggestion {
  kind: Exclude<OptionKind, 'recent'>;
  label: string;
  url: string;
  count: number;
  mobilityType: MobilityTypeOrAll;
}

export interface RecentEntry {
  url: string;
  label: string;
}

export interface BoxOption {
  kind: OptionKind;
  label: string;
  url: string;
  /** "23 auto's"; empty for a recent search (its count is on its result page). */
  count: string;
}

/** Recent searches shown at most: the list stays short enough to scan on a phone. */
export const MAX_RECENT = 3;

/** Server suggestions first, then up to MAX_RECENT recent searches that fit the text and are not offered already. */
export function boxOptions(suggestions: readonly ServerSuggestion[], recent: readonly RecentEntry[], text: string, copy: Pick<SearchBoxCopy, 'counts'>): BoxOption[] {
  const options: BoxOption[] = suggestions.map((suggestion) => ({
    kind: suggestion.kind,
    label: suggestion.label,
    url: suggestion.url,
    count: countLabel(copy.counts[suggestion.mobilityType], suggestion.count),
  }));
  const urls = new Set(options.map((option) => option.url));
  for (const entry of recentMatches(recent, text)) {
    if (options.length - suggestions.length >= MAX_RECENT) break;
    if (urls.has(entry.url)) continue;
    urls.add(entry.url);
    options.push({ kind: 'recent', label: entry.label, url: entry.url, count: '' });
  }
  return options;
}

/** The active option after ArrowDown/ArrowUp: wraps round, -1 (none) starts at either end. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** A suggestions answer checked for the fields used, so a changed API shows as no suggestions rather than a broken list. */
export function parseSuggestAnswer(body: unknown): ServerSuggestion[] {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { suggestions?: unknown }).suggestions)) throw new Error('suggest answer without suggestions');
  return (body as { suggestions: unknown[] }).suggestions.flatMap((entry): ServerSuggestion[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { kind, label, url, count, mobilityType } = entry as Record<string, unknown>;
    const kinds = ['search', 'make', 'model', 'place', 'landing'];
    const types = ['car', 'bicycle', 'motor', 'caramper', 'alle'];
    if (typeof kind !== 'string' || !kinds.includes(kind) || typeof label !== 'string' || typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return [];
    if (typeof count !== 'number' || typeof mobilityType !== 'string' || !types.includes(mobilityType)) return [];
    return [{ kind: kind as ServerSuggestion['kind'], label, url, count, mobilityType: mobilityType as MobilityTypeOrAll }];
  });
}
