/**
 * What a result list is about, in good Dutch per mobility type: "Volkswagen occasions",
 * "Gazelle elektrische fietsen", "Yamaha naked motoren", "Knaus caravans", "stadsauto's". The
 * heading puts the count in front ("1.234 Volkswagen occasions"); titles and the zero-results
 * state reuse the same subject.
 */
import type { SearchRequest } from '@/lib/search-request/schema';
import { formatInteger } from '@/lib/format/number';
import type { ThemedLanding } from './landings';
import type { Translate } from '@/lib/i18n/translate';

export interface Labels {
  brand: (slug: string) => string;
  model: (slug: string) => string;
  /** The dealer whose stock the page shows (dealers table), when the request has one. */
  dealer?: { name: string; city: string };
}

export interface Noun {
  one: string;
  other: string;
}

/** "mercedes-benz" → "Mercedes-Benz": the fallback for a brand without listings (so no facet label). */
export function labelFromSlug(slug: string): string {
  return slug.replace(/(^|[-\s])([a-z])/g, (_match, separator: string, letter: string) => separator + letter.toUpperCase());
}

function nounAt(t: Translate, key: string): Noun | null {
  const one = t(`${key}.one`, { defaultValue: '' });
  const other = t(`${key}.other`, { defaultValue: '' });
  return one && other ? { one, other } : null;
}

export function subjectNoun(request: SearchRequest, landing: ThemedLanding | null, t: Translate): Noun {
  const base = nounAt(t, `noun.${request.mobilityType}`) ?? { one: '', other: '' };
  if (landing) return nounAt(t, `landing.${landing.slug}.noun`) ?? base;
  const [bodyType] = request.bodyType;
  if (request.bodyType.length === 1 && bodyType) {
    const own = nounAt(t, `bodyTypeNoun.${bodyType}`);
    if (own) return own;
    const qualifier = t(`vehicle:bodyType.${bodyType}`).toLowerCase();
    return { one: `${qualifier} ${base.one}`, other: `${qualifier} ${base.other}` };
  }
  const [kind] = request.kind;
  if (request.kind.length === 1 && kind) return nounAt(t, `kindNoun.${kind}`) ?? base;
  return base;
}

/** The brand (and model) in front of the noun: one or two brands, one model of one brand. */
export function brandPhrase(request: SearchRequest, labels: Labels, t: Translate): string {
  const [first, second] = request.brand;
  if (!first || request.brand.length > 2) return '';
  if (second) return t('and', { first: labels.brand(first), second: labels.brand(second) });
  const [model] = request.model;
  return request.model.length === 1 && model ? `${labels.brand(first)} ${labels.model(model)}` : labels.brand(first);
}

export function resultSubject(request: SearchRequest, landing: ThemedLanding | null, count: number, labels: Labels, t: Translate): string {
  const noun = subjectNoun(request, landing, t);
  const brand = landing ? '' : brandPhrase(request, labels, t);
  return [brand, count === 1 ? noun.one : noun.other].filter(Boolean).join(' ');
}

export function resultHeading(request: SearchRequest, landing: ThemedLanding | null, total: number, labels: Labels, t: Translate): string {
  const values = { count: formatInteger(total), subject: resultSubject(request, landing, total, labels, t) };
  return request.dealer !== undefined && labels.dealer ? t('dealer.heading', { ...values, name: labels.dealer.name }) : t('heading', values);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
