/**
 * Live search blocks inside editorial markdown (product §2 "content-managed landing pages"). An
 * editor writes a fenced block with the search's URL:
 *
 *     ```zoekblok
 *     /auto/gezinsauto
 *     ```
 *
 * The markdown renderer (`lib/markdown`) turns that into an ordinary code block; the page then
 * cuts its HTML at those blocks and puts the live search block (`features/blocks`) in their place.
 * The URL must be a themed landing or a canonical search URL: anything else throws when the page
 * is loaded, and the unit test loads every content file the same way. Pure.
 */
import { parseSearchTarget, type SearchTarget } from '@/features/blocks';

export type ContentPart = { kind: 'html'; html: string } | { kind: 'search'; target: SearchTarget };

const SOURCE_FENCE = /^```zoekblok[^\S\n]*\n([\s\S]*?)^```[^\S\n]*$/gm;
// What marked writes for such a fence: the URL, HTML-escaped, with its line break.
const RENDERED_FENCE = /<pre><code class="language-zoekblok">([^<]*)<\/code><\/pre>\n?/g;

/** The search URLs of a markdown body, in order; throws when a block holds not exactly one valid URL. */
export function searchBlockPaths(markdown: string, year: number): string[] {
  return [...markdown.matchAll(SOURCE_FENCE)].map((match) => {
    const lines = (match[1] ?? '').split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length !== 1) throw new Error(`a zoekblok holds exactly one search URL, found ${lines.length}`);
    const path = lines[0] ?? '';
    const parsed = parseSearchTarget(path, year);
    if (!parsed.ok) throw new Error(`zoekblok: ${parsed.reason}`);
    return path;
  });
}

/** Rendered HTML cut at its search blocks: HTML parts and search parts in page order. */
export function splitSearchBlocks(html: string, year: number): ContentPart[] {
  const parts: ContentPart[] = [];
  let last = 0;
  for (const match of html.matchAll(RENDERED_FENCE)) {
    const before = html.slice(last, match.index);
    if (before.trim()) parts.push({ kind: 'html', html: before });
    const parsed = parseSearchTarget(unescapePath(match[1] ?? ''), year);
    if (!parsed.ok) throw new Error(`zoekblok: ${parsed.reason}`);
    parts.push({ kind: 'search', target: parsed.target });
    last = match.index + match[0].length;
  }
  const rest = html.slice(last);
  if (rest.trim()) parts.push({ kind: 'html', html: rest });
  return parts;
}

/** The HTML of a page without its search blocks (for word counts). */
export function htmlWithoutSearchBlocks(html: string): string {
  return html.replace(RENDERED_FENCE, '');
}

function unescapePath(text: string): string {
  return text.replace(/&amp;/g, '&').trim();
}
