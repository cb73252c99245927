'use client';

import { useEffect } from 'react';
import { detailView, pushDataLayer } from './data-layer';
import { setCurrentDetailVehicle } from './detail-context';
import type { AnalyticsProduct } from './product';
import { rememberProducts } from './track';

/** On a detail page: the detail view for the data layer, and the vehicle that shares and calls are about. */
export function DetailAnalytics({ product }: { product: AnalyticsProduct }) {
  useEffect(() => {
    const id = Number(product.id);
    rememberProducts([product]);
    setCurrentDetailVehicle(id);
    pushDataLayer(detailView(product));
    return () => setCurrentDetailVehicle(null);
  }, [product]);
  return null;
}
