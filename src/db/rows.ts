/**
 * Rows of a raw statement run through drizzle: node-postgres answers a QueryResult, PGlite a
 * Results object; both carry `rows`.
 */
export function rowsOf<T>(result: unknown): T[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  return [];
}
