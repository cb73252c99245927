import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface SentenceQuery {
  vertical: string;
  query: string;
  /** The canonical URL of the request the query should become. */
  expected: string;
}

/** The rows of src/lib/search-sentence/queries.tsv (comment lines start with #). */
export function readSentenceQueries(): SentenceQuery[] {
  const file = path.join(import.meta.dirname, '../../src/lib/search-sentence/queries.tsv');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [vertical = '', query = '', expected = ''] = line.split('\t');
      return { vertical, query, expected };
    });
}

/** The build year the set's expectations were written for ("2020" alone is a year up to this one). */
export const QUERIES_LATEST_YEAR = 2027;

/** Every prefix of a sentence, as the search box sends them while the visitor types (bench:suggest, bench:http). */
export const keystrokes = (sentence: string): string[] => Array.from({ length: sentence.length }, (_, index) => sentence.slice(0, index + 1)).filter((text) => text.trim().length > 0);
