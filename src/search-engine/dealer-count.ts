/** How many distinct dealers the rows come from: one mark per dealer code, over the rows' dealer column. */
export function distinctDealers(dealerOfRow: Uint32Array, dealerCodes: number, rows: Uint32Array): number {
  const seen = new Uint8Array(dealerCodes);
  let dealers = 0;
  for (const row of rows) {
    const code = dealerOfRow[row] ?? 0;
    if (seen[code] === 0) {
      seen[code] = 1;
      dealers++;
    }
  }
  return dealers;
}
