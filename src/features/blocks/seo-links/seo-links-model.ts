/**
 * The SEO block's links (product §2 "seo content"): the most offered brands of a vehicle type and
 * the most offered models among them, each with its live count and the canonical URL of its
 * search, written by the codec (decision 003). The counts are the engine's facet counts, so a link's
 * count is the total its result page shows. Pure over the facets.
 */
import { normaliseSearchRequest } from '@/lib/search-request/schema';
import { searchRequestToUrl } from '@/lib/search-request/url-codec';
import type { MobilityType } from '@/lib/vehicle/enums';

export interface SeoLink {
  href: string;
  label: string;
  count: number;
}

export interface SeoLinks {
  brands: SeoLink[];
  models: SeoLink[];
}

export interface BrandCount {
  value: string;
  label: string;
  count: number;
}

export interface ModelCount extends BrandCount {
  /** The brand's slug. */
  brand: string;
}

export const SEO_BRAND_LIMIT = 12;
export const SEO_MODEL_LIMIT = 12;
/** Models are looked up under this many of the top brands: enough for twelve popular models. */
export const SEO_MODEL_BRANDS = 6;

const byCount = <T extends { count: number; label: string }>(a: T, b: T) => b.count - a.count || a.label.localeCompare(b.label, 'nl');

/** The brands worth a link, most offered first: only brands with stock. */
export function topBrands(brands: readonly BrandCount[], limit = SEO_BRAND_LIMIT): BrandCount[] {
  return brands.filter((brand) => brand.count > 0).sort(byCount).slice(0, limit);
}

export function seoLinks(mobilityType: MobilityType, brands: readonly BrandCount[], models: readonly ModelCount[]): SeoLinks {
  const top = topBrands(brands);
  const brandLabel = new Map(top.map((brand) => [brand.value, brand.label]));
  return {
    brands: top.map((brand) => ({
      href: searchRequestToUrl(normaliseSearchRequest({ mobilityType, brand: [brand.value] })),
      label: brand.label,
      count: brand.count,
    })),
    models: models
      .filter((model) => model.count > 0 && brandLabel.has(model.brand))
      .map((model) => ({ ...model, label: `${brandLabel.get(model.brand) ?? ''} ${model.label}` }))
      .sort(byCount)
      .slice(0, SEO_MODEL_LIMIT)
      .map((model) => ({
        href: searchRequestToUrl(normaliseSearchRequest({ mobilityType, brand: [model.brand], model: [model.value] })),
        label: model.label,
        count: model.count,
      })),
  };
}
