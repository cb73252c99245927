import { BRAND_MARK_SIZE, brandMarkPath } from './brands';

/**
 * A brand mark as a plain <img>: the SVGs are tiny and static, so next/image would only add a
 * request to the optimiser. `alt` is empty when the brand name is printed beside the mark.
 */
export function BrandMark({ slug, alt = '', height = 32, className }: { slug: string; alt?: string; height?: number; className?: string }) {
  const width = Math.round((BRAND_MARK_SIZE.width / BRAND_MARK_SIZE.height) * height);
  // eslint-disable-next-line @next/next/no-img-element -- static SVG marks gain nothing from the optimiser
  return <img src={brandMarkPath(slug)} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />;
}
