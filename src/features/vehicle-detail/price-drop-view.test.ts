import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create';
import { pickResources } from '@/lib/i18n/resources';
import { detailPriceDrop } from './price-drop-view';

const t = createI18n(pickResources(['detail']), ['detail']).getFixedT('nl', 'detail');
const NBSP = '\u00a0';
const drop = { oldPrice: 1_495_000, droppedAt: new Date('2026-11-12T09:30:00Z') };

describe('detailPriceDrop', () => {
  it('says when and from what to what the price was lowered', () => {
    expect(detailPriceDrop(drop, { price: 1_395_000, isActive: true }, t)).toEqual({
      oldPrice: `€${NBSP}14.950,-`,
      text: `Prijs verlaagd op 12 november van €${NBSP}14.950,- naar €${NBSP}13.950,-`,
    });
  });

  it('shows nothing without a drop, for a sold vehicle or when the old price is not higher', () => {
    expect(detailPriceDrop(null, { price: 1_395_000, isActive: true }, t)).toBeNull();
    expect(detailPriceDrop(drop, { price: 1_395_000, isActive: false }, t)).toBeNull();
    expect(detailPriceDrop(drop, { price: 1_495_000, isActive: true }, t)).toBeNull();
  });
});
