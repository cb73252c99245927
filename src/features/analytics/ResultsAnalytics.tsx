'use client';

import { useEffect } from 'react';
import type { AnalyticsProduct } from './product';

const handlers = () => import('./results-analytics-handlers');

/**
 * On a result page: the impressions of the listed vehicles and a product click when a card is
 * followed, for the tag manager's data layer (which holds them until the visitor consents). Cards
 * link with `index=` (their place in the whole list), which gives the clicked product.
 */
/** `products` follows the cards one to one (null where a card has no product), so an index finds its card. */
export function ResultsAnalytics({ products, list, firstIndex }: { products: readonly (AnalyticsProduct | null)[]; list: string; firstIndex: number }) {
  useEffect(() => {
    const listed = products.filter((product): product is AnalyticsProduct => product !== null);
    void handlers().then((module) => module.listViewed(listed, list, firstIndex + 1));
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href*="/aanbod/"]') : null;
      const index = link ? Number(new URL(link.href).searchParams.get('index')) : Number.NaN;
      const product = Number.isInteger(index) ? products[index - firstIndex] : null;
      if (product) void handlers().then((module) => module.productClicked(product, list, index + 1));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [products, list, firstIndex]);
  return null;
}
