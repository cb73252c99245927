/**
 * How many cases a property test tries. The everyday run (`npm test`, `test:quick`) tries a third
 * of the cases a property is written for, enough to catch a broken rule in seconds; a search for
 * rare counterexamples runs `PROPERTY_RUNS=long npm run test:unit` for ten times as many.
 */
export function propertyRuns(written: number): number {
  const long = process.env.PROPERTY_RUNS === 'long';
  return Math.max(10, Math.round(long ? written * 3.3 : written / 3));
}
