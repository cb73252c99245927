import { describe, expect, it } from 'vitest';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import { resolveSearchRoute } from './resolve-route';

const YEAR = 2026;
const resolve = (mobility: Parameters<typeof resolveSearchRoute>[0], segments: string[], query: Record<string, string | string[]> = {}) =>
  resolveSearchRoute(mobility, segments, query, YEAR);

function searchUrl(route: ReturnType<typeof resolveSearchRoute>): string {
  if (route.kind !== 'search') throw new Error(`expected a search, got ${route.kind}`);
  return searchRequestToUrl(route.request);
}

describe('resolveSearchRoute', () => {
  it('renders the list roots and canonical filter paths', () => {
    expect(searchUrl(resolve('car', []))).toBe('/auto');
    expect(searchUrl(resolve('bicycle', ['voertuigsoort-elektrische-fiets']))).toBe('/fietsen/voertuigsoort-elektrische-fiets');
    expect(searchUrl(resolve('car', ['merk-volkswagen'], { page: '3' }))).toBe('/auto/merk-volkswagen?page=3');
    expect(searchUrl(resolve('alle', ['merk-bmw']))).toBe('/aanbod/merk-bmw');
  });

  it('answers 404 for unknown segments and detail-looking paths', () => {
    expect(resolve('car', ['onzin'])).toEqual({ kind: 'notFound' });
    expect(resolve('car', ['aanbod', 'volkswagen-golf-ab12cd3'])).toEqual({ kind: 'notFound' });
    expect(resolve('car', ['aanbod'])).toEqual({ kind: 'notFound' });
    expect(resolve('car', ['kleur-paars'])).toEqual({ kind: 'notFound' });
    expect(resolve('motor', ['stadsauto'])).toEqual({ kind: 'notFound' });
  });

  it('answers 404 for a page that is not one integer ≥ 1', () => {
    expect(resolve('car', [], { page: 'twee' })).toEqual({ kind: 'notFound' });
    expect(resolve('car', [], { page: '0' })).toEqual({ kind: 'notFound' });
    expect(resolve('car', [], { page: ['2', '3'] })).toEqual({ kind: 'notFound' });
  });

  it('redirects aliases, upper case, segment order and ?page=1 to the canonical URL', () => {
    expect(resolve('car', ['benzine'])).toEqual({ kind: 'redirect', location: '/auto/brandstof-benzine' });
    expect(resolve('car', ['Merk-Audi'])).toEqual({ kind: 'redirect', location: '/auto/merk-audi' });
    expect(resolve('car', ['merk-audi', 'hatchback'])).toEqual({ kind: 'redirect', location: '/auto/hatchback/merk-audi' });
    expect(resolve('car', ['merk-audi'], { page: '1' })).toEqual({ kind: 'redirect', location: '/auto/merk-audi' });
    expect(resolve('car', [], { page: '02' })).toEqual({ kind: 'redirect', location: '/auto?page=2' });
  });

  it('keeps other query parameters when it redirects', () => {
    expect(resolve('car', ['benzine'], { page: '2', utm_source: 'nieuwsbrief', iframe: 'true' })).toEqual({
      kind: 'redirect',
      location: '/auto/brandstof-benzine?page=2&utm_source=nieuwsbrief&iframe=true',
    });
  });

  it('does not redirect a canonical path with encoded text (no loop)', () => {
    for (const segment of ['trefwoorden-café', 'trefwoorden-caf%C3%A9']) {
      const route = resolve('car', [segment]);
      expect(route.kind).toBe('search');
      expect(searchUrl(route)).toBe('/auto/trefwoorden-caf%C3%A9');
    }
    expect(resolve('car', ['trefwoorden-CAF%C3%89'])).toEqual({ kind: 'redirect', location: '/auto/trefwoorden-caf%C3%A9' });
    expect(resolve('car', ['trefwoorden-%E0%A4'])).toEqual({ kind: 'notFound' });
  });

  it('renders themed landings as their filter combination, with their own pages', () => {
    const route = resolve('car', ['stadsauto'], { page: '2' });
    expect(route.kind).toBe('search');
    if (route.kind !== 'search') return;
    expect(route.landing?.slug).toBe('stadsauto');
    expect(route.request.bodyType).toEqual(['hatchback']);
    expect(route.request.powerPk).toEqual({ max: 100 });
    expect(route.request.page).toBe(2);
  });

  it('computes the youngtimer years from the current year', () => {
    const route = resolve('car', ['youngtimer']);
    expect(route.kind === 'search' && route.request.buildYear).toEqual({ min: 1996, max: 2011 });
  });

  it('redirects a landing in upper case or with ?page=1', () => {
    expect(resolve('car', ['Stadsauto'])).toEqual({ kind: 'redirect', location: '/auto/stadsauto' });
    expect(resolve('car', ['gezinsauto'], { page: '1' })).toEqual({ kind: 'redirect', location: '/auto/gezinsauto' });
  });
});
