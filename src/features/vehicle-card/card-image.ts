/** A card is at most 640 CSS px wide (two columns on a 1279 px tablet): 1280 px covers it at 2x. */
export const CARD_MAX_WIDTH = 1280;

/**
 * Keeps the srcset's candidates up to the widest a card needs: next/image offers every configured
 * width, and each candidate more is bytes in every card of the HTML and of the RSC payload.
 */
export function cardSrcSet(srcSet: string | undefined): string | undefined {
  if (!srcSet) return srcSet;
  const kept = srcSet.split(', ').filter((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1] ?? 0) <= CARD_MAX_WIDTH);
  return kept.length ? kept.join(', ') : srcSet;
}

/** The URL of a srcset's last (widest) candidate, for the plain `src`. */
export function lastCandidate(srcSet: string | undefined): string | undefined {
  return srcSet?.split(', ').at(-1)?.split(' ')[0];
}
