import { describe, expect, it } from 'vitest';
import { SEO_BRAND_LIMIT, seoLinks, topBrands, type BrandCount } from './seo-links-model';

const brands: BrandCount[] = [
  { value: 'kia', label: 'Kia', count: 40 },
  { value: 'volkswagen', label: 'Volkswagen', count: 312 },
  { value: 'lada', label: 'lada', count: 0 },
  { value: 'citroen', label: 'Citroën', count: 40 },
];

describe('seoLinks', () => {
  it('links the brands with stock, most offered first, to their canonical URLs', () => {
    const { brands: links } = seoLinks('car', brands, []);
    expect(links).toEqual([
      { href: '/auto/merk-volkswagen', label: 'Volkswagen', count: 312 },
      { href: '/auto/merk-citroen', label: 'Citroën', count: 40 },
      { href: '/auto/merk-kia', label: 'Kia', count: 40 },
    ]);
  });

  it('names a model after its brand and writes the brand and model path', () => {
    const { models } = seoLinks('car', brands, [
      { value: 'polo', label: 'Polo', brand: 'volkswagen', count: 20 },
      { value: 'golf', label: 'Golf', brand: 'volkswagen', count: 90 },
      { value: 'id-3', label: 'ID.3', brand: 'volkswagen', count: 0 },
      { value: 'picanto', label: 'Picanto', brand: 'kia', count: 25 },
    ]);
    expect(models).toEqual([
      { href: '/auto/merk-volkswagen/model-golf', label: 'Volkswagen Golf', count: 90 },
      { href: '/auto/merk-kia/model-picanto', label: 'Kia Picanto', count: 25 },
      { href: '/auto/merk-volkswagen/model-polo', label: 'Volkswagen Polo', count: 20 },
    ]);
  });

  it('writes each vehicle type under its own list root', () => {
    const { brands: links, models } = seoLinks('bicycle', [{ value: 'gazelle', label: 'Gazelle', count: 5 }], [{ value: 'ultimate-c8', label: 'Ultimate C8', brand: 'gazelle', count: 3 }]);
    expect(links[0]?.href).toBe('/fietsen/merk-gazelle');
    expect(models[0]?.href).toBe('/fietsen/merk-gazelle/model-ultimate-c8');
  });

  it('keeps at most the limit of brands', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({ value: `merk${index}`, label: `Merk ${index}`, count: index + 1 }));
    expect(topBrands(many)).toHaveLength(SEO_BRAND_LIMIT);
    expect(topBrands(many)[0]?.count).toBe(30);
  });

  it('has nothing to link when nothing is in stock', () => {
    expect(seoLinks('motor', [{ value: 'yamaha', label: 'Yamaha', count: 0 }], [])).toEqual({ brands: [], models: [] });
  });
});
