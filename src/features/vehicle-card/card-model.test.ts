import { describe, expect, it } from 'vitest';
import { cardModel } from './card-model';
import { listItem } from './list-item-fixture';
import { testTranslate } from '@/lib/i18n/test-translate';

const t = testTranslate();
const now = new Date('2026-06-15T12:00:00Z');
const NBSP = '\u00a0';

describe('cardModel', () => {
  it('writes whole euros with ,- and the VAT note', () => {
    const card = cardModel(listItem({ price: 18950 }), t, now);
    expect(card.price).toBe(`€${NBSP}18.950,-`);
    expect(card.vatNote).toBe('incl. btw');
  });

  it('keeps cents and says when VAT is excluded', () => {
    const card = cardModel(listItem({ price: 12345.5, priceExcludesVat: true }), t, now);
    expect(card.price).toBe(`€${NBSP}12.345,50`);
    expect(card.vatNote).toBe('excl. btw');
  });

  it('shows the age in months only under 24 months', () => {
    expect(cardModel(listItem({ vehicle: { year: 2025, month: 6 } }), t, now).age).toBe('12 maanden oud');
    expect(cardModel(listItem({ vehicle: { year: 2026, month: 5 } }), t, now).age).toBe('1 maand oud');
    expect(cardModel(listItem({ vehicle: { year: 2024, month: 6 } }), t, now).age).toBeNull();
  });

  it('labels warranty tags in the spec order and the maintenance tag for camping', () => {
    const camper = listItem({ mobilityType: 'caramper', warrantyTypes: ['fabrieksgarantie', 'bovag6maanden'], certainties: ['onderhoudshistorie'], vehicle: { kind: 'camper' } });
    expect(cardModel(camper, t, now).tags.map((tag) => tag.label)).toEqual(['6 maanden BOVAG Garantie', 'Fabrieksgarantie', 'BOVAG Onderhoudsbeurt']);
  });

  it('carries the summary, NAP, city, photo count and distance', () => {
    const card = cardModel(listItem({ distanceKm: 12.4, photoCount: 12 }), t, now);
    expect(card.summary).toEqual(['45.210 km', 'mrt 2019', 'Benzine']);
    expect(card.nap).toBe(true);
    expect(card.city).toBe('Utrecht');
    expect(card.photoCount).toBe("12 foto's");
    expect(card.distance).toBe('12 km');
    expect(cardModel(listItem({ photoCount: 1 }), t, now).photoCount).toBeNull();
  });
});

describe('cardModel: a recent price drop', () => {
  const drop = { oldPrice: 1_995_000, droppedAt: new Date('2026-06-10T09:00:00Z') };

  it('shows "Prijs verlaagd" with the old price and what a screen reader says', () => {
    const card = cardModel(listItem({ price: 18950 }), t, now, drop);
    expect(card.priceDrop).toEqual({ label: 'Prijs verlaagd', oldPrice: `€${NBSP}19.950,-`, was: `was €${NBSP}19.950,-` });
  });

  it('shows nothing without a drop', () => {
    expect(cardModel(listItem({ price: 18950 }), t, now).priceDrop).toBeNull();
    expect(cardModel(listItem({ price: 18950 }), t, now, null).priceDrop).toBeNull();
  });

  it('shows nothing when the old price is not above the price on the card', () => {
    expect(cardModel(listItem({ price: 19950 }), t, now, drop).priceDrop).toBeNull();
    expect(cardModel(listItem({ price: 21000 }), t, now, drop).priceDrop).toBeNull();
  });

  it('shows nothing on a sold vehicle', () => {
    expect(cardModel(listItem({ price: 18950, isActive: false }), t, now, drop).priceDrop).toBeNull();
  });
});

describe('cardModel: the market-price rating', () => {
  it('labels each rating and says what it means for the kind of vehicle on the card', () => {
    const good = cardModel(listItem({ priceRating: 'good' }), t, now).priceRating;
    expect(good).toEqual({
      rating: 'good',
      label: 'Goede prijs',
      explanation: `Deze prijs ligt 4 tot 10${NBSP}% onder wat vergelijkbare auto's kosten. We vergelijken met auto's van hetzelfde model of type en houden rekening met bouwjaar en kilometerstand.`,
      moreLabel: 'Uitleg over Goede prijs',
      closeLabel: 'Sluit uitleg',
    });
    expect(cardModel(listItem({ priceRating: 'sharp' }), t, now).priceRating?.label).toBe('Scherpe prijs');
    expect(cardModel(listItem({ priceRating: 'fair' }), t, now).priceRating?.label).toBe('Eerlijke prijs');
    expect(cardModel(listItem({ priceRating: 'high' }), t, now).priceRating?.label).toBe('Hoge prijs');
  });

  it('states the thresholds of decision 022 on each rating', () => {
    const explain = (rating: 'sharp' | 'fair' | 'high') => cardModel(listItem({ priceRating: rating, mobilityType: 'motor', vehicle: { kind: 'motor' } }), t, now).priceRating?.explanation;
    expect(explain('sharp')).toMatch(/^Deze prijs ligt 10\u00a0% of meer onder wat vergelijkbare motoren kosten\. /);
    expect(explain('fair')).toMatch(/^Deze prijs ligt in lijn met wat vergelijkbare motoren kosten: hooguit 4\u00a0% eronder of 5\u00a0% erboven\. /);
    expect(explain('high')).toMatch(/^Deze prijs ligt meer dan 5\u00a0% boven wat vergelijkbare motoren kosten\. /);
  });

  it('shows none on an unrated listing or a sold one', () => {
    expect(cardModel(listItem({ priceRating: null }), t, now).priceRating).toBeNull();
    expect(cardModel(listItem({ priceRating: 'sharp', isActive: false }), t, now).priceRating).toBeNull();
  });
});
