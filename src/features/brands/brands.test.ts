import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRAND_MARKS, brandMarksFor } from './brands';

const SPEC_SLUGS = 'adria, audi, batavus, bmw, burstner, citroen, cortina, dethleffs, eriba, fendt, ford, gazelle, giant, harley-davidson, hobby, honda, honda-motorcycle, kawasaki, kia, knaus, koga, mercedes-benz, nissan, opel, pegasus, peugeot, renault, specialized, suzuki, toyota, volkswagen, volvo, yamaha'.split(', ');

describe('brand marks', () => {
  it('covers exactly the 33 makes of the spec', () => {
    expect(BRAND_MARKS.map((b) => b.slug).sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it.each(BRAND_MARKS.map((b) => [b.slug, b.name] as const))('%s has an SVG file titled with the brand name', (slug, name) => {
    const svg = readFileSync(path.join(process.cwd(), 'public', 'brands', `${slug}.svg`), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 160 64"/);
    expect(svg).toContain(`<title id="t">${name}</title>`);
  });

  it('puts each make under the mobility types the spec gives it', () => {
    expect(brandMarksFor('motor').map((b) => b.slug)).toEqual(['bmw', 'harley-davidson', 'honda-motorcycle', 'kawasaki', 'suzuki', 'yamaha']);
    expect(brandMarksFor('bicycle').map((b) => b.slug)).toEqual(['batavus', 'cortina', 'gazelle', 'giant', 'koga', 'pegasus', 'specialized']);
    expect(brandMarksFor('caramper')).toHaveLength(7);
  });
});
