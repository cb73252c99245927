import { describe, expect, it } from 'vitest';
import { parseQuickSearchParams } from './quick-search-params';

const parse = (query: string) => parseQuickSearchParams(new URLSearchParams(query));

describe('parseQuickSearchParams', () => {
  it('reads a full car search', () => {
    expect(parse('type=car&merk=volkswagen&model=volkswagen%2Fgolf&prijs_tot=15000&bouwjaar_vanaf=2018')).toEqual({
      ok: true,
      search: { mobility: 'car', brand: 'volkswagen', model: 'golf', priceTo: 15000, yearFrom: 2018 },
    });
  });

  it('treats empty selects as no choice', () => {
    expect(parse('type=motor&soort=&merk=&prijs_tot=')).toEqual({ ok: true, search: { mobility: 'motor' } });
  });

  it('takes the brand from the model when no brand was chosen (no-JS model list)', () => {
    expect(parse('type=car&model=bmw%2F3-serie')).toEqual({ ok: true, search: { mobility: 'car', brand: 'bmw', model: '3-serie' } });
  });

  it("drops a model of another brand than the chosen one", () => {
    expect(parse('type=car&merk=audi&model=bmw%2F3-serie')).toEqual({ ok: true, search: { mobility: 'car', brand: 'audi' } });
  });

  it('accepts only the soorten of that mobility type', () => {
    expect(parse('type=bicycle&soort=voertuigsoort-elektrische-fiets')).toEqual({
      ok: true,
      search: { mobility: 'bicycle', soort: 'voertuigsoort-elektrische-fiets' },
    });
    expect(parse('type=car&soort=voertuigsoort-elektrische-fiets')).toEqual({ ok: false, mobility: 'car' });
  });

  it('rejects malformed input but keeps a valid mobility type for the fallback', () => {
    expect(parse('type=car&prijs_tot=veel')).toEqual({ ok: false, mobility: 'car' });
    expect(parse('type=car&merk=%3Cscript%3E')).toEqual({ ok: false, mobility: 'car' });
    expect(parse('type=car&bouwjaar_vanaf=1200')).toEqual({ ok: false, mobility: 'car' });
    expect(parse('type=boot&merk=audi')).toEqual({ ok: false, mobility: undefined });
    expect(parse('')).toEqual({ ok: false, mobility: undefined });
  });
});
