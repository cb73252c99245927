import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderValues } from './placeholders';

const values = placeholderValues({ productName: 'Auto*Plein', productSlug: 'auto-plein', dealerPortalUrl: 'https://portaal.example.nl' });

describe('fillPlaceholders', () => {
  it('puts the product name in text and its slug in paths', () => {
    expect(fillPlaceholders('Over {product} op /over-{productSlug}', values, 'text')).toBe('Over Auto*Plein op /over-auto-plein');
  });

  it('escapes markdown characters of the product name in markdown', () => {
    expect(fillPlaceholders('Welkom bij {product}', values, 'markdown')).toBe('Welkom bij Auto\\*Plein');
  });

  it('derives contact addresses from the product domain', () => {
    expect(values.consumerEmail).toBe('klantenservice@auto-plein.nl');
    expect(values.consumerPhoneHref).toMatch(/^tel:\+31\d{9}$/);
  });

  it('throws on an unknown placeholder instead of showing braces', () => {
    expect(() => fillPlaceholders('Bel {telefoon}', values, 'text')).toThrow('unknown placeholder {telefoon}');
  });
});
