import { describe, expect, it } from 'vitest';
import { testTranslate } from '@/lib/i18n/test-translate';
import { BODY_TYPES, MOBILITY_TYPES, PRICE_RATINGS } from '@/lib/vehicle/enums';
import type { PriceVerdict } from '@/valuation';
import { cardRatingTip, comparablesCaption, segmentNoun, verdictTip, type RatedVehicle } from './rating-copy';

const t = testTranslate();
const NBSP = '\u00a0';
const golf: RatedVehicle = { mobilityType: 'car', brand: 'Volkswagen', model: 'Golf', bodyType: 'hatchback' };

function verdict(overrides: { dealRatio: number; rating: PriceVerdict['rating']; level?: PriceVerdict['value']['level']; comparables?: number }): PriceVerdict {
  return {
    rating: overrides.rating,
    dealRatio: overrides.dealRatio,
    value: { expected: 2_000_000, fairLow: 1_920_000, fairHigh: 2_100_000, level: overrides.level ?? 'model', comparables: overrides.comparables ?? 46, spread: 0.1, confidence: 'high' },
  };
}

describe('verdictTip (the detail page)', () => {
  it('says how far under the market the price is and what it was compared with', () => {
    expect(verdictTip(verdict({ dealRatio: 0.918, rating: 'good' }), golf, t)).toEqual({
      rating: 'good',
      label: 'Goede prijs',
      explanation: `Deze prijs ligt 8${NBSP}% onder wat vergelijkbare auto's kosten. We vergelijken met 46 auto's van hetzelfde model en houden rekening met bouwjaar en kilometerstand.`,
      moreLabel: 'Uitleg over Goede prijs',
      closeLabel: 'Sluit uitleg',
    });
  });

  it('says over the market for a high price, and level with it when it rounds to 0 %', () => {
    expect(verdictTip(verdict({ dealRatio: 1.123, rating: 'high' }), golf, t).explanation).toMatch(/^Deze prijs ligt 12\u00a0% boven wat vergelijkbare auto's kosten\. /);
    expect(verdictTip(verdict({ dealRatio: 1.004, rating: 'fair' }), golf, t).explanation).toMatch(/^Deze prijs is gelijk aan wat vergelijkbare auto's kosten\. /);
  });

  it('names the group the estimate fell back to, with thousands written the Dutch way', () => {
    const make = verdictTip(verdict({ dealRatio: 0.85, rating: 'sharp', level: 'makeSegment', comparables: 1234 }), golf, t);
    expect(make.explanation).toContain("We vergelijken met 1.234 hatchbacks van Volkswagen en houden rekening met bouwjaar en kilometerstand.");
    const segment = verdictTip(verdict({ dealRatio: 0.85, rating: 'sharp', level: 'segment', comparables: 300 }), { ...golf, bodyType: 'suvTerreinwagen' }, t);
    expect(segment.explanation).toContain("We vergelijken met 300 SUV's en terreinwagens en houden");
  });
});

describe('comparablesCaption (the chart)', () => {
  it('names the model, the make within the body type, or the body type', () => {
    expect(comparablesCaption('model', 46, golf, t)).toBe('Op basis van 46 vergelijkbare Volkswagen Golf.');
    expect(comparablesCaption('makeSegment', 80, golf, t)).toBe('Op basis van 80 vergelijkbare hatchbacks van Volkswagen.');
    expect(comparablesCaption('segment', 2500, golf, t)).toBe('Op basis van 2.500 vergelijkbare hatchbacks.');
  });
});

describe('the copy is complete', () => {
  it('has a plural for every body type, and falls back to the vehicle noun for anything else', () => {
    for (const bodyType of BODY_TYPES) expect(t(`price-rating:segment.${bodyType}`), bodyType).not.toContain('price-rating');
    expect(segmentNoun({ ...golf, mobilityType: 'motor', bodyType: 'onbekend' }, t)).toBe('motoren');
  });

  it('explains every rating on a card of every vehicle type', () => {
    for (const mobilityType of MOBILITY_TYPES) {
      for (const rating of PRICE_RATINGS) {
        const tip = cardRatingTip(rating, mobilityType, t);
        expect(tip.explanation).not.toMatch(/\{\{|price-rating|undefined/);
        expect(tip.label).not.toContain('priceRating');
      }
    }
  });
});
