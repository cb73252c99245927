/**
 * Everything the detail page's market chart shows, as plain strings and plot coordinates: the
 * component only lays it out. Pure, like the card model.
 */
import { formatEuros, formatMileage, formatPrice } from '@/lib/format/number';
import type { Translate } from '@/lib/i18n/translate';
import type { PriceRating } from '@/lib/vehicle/enums';
import type { PriceVerdict } from '@/valuation';
import { chartGeometry, type ChartGeometry } from './chart-geometry';
import { comparablesCaption, type RatedVehicle } from './rating-copy';

/** The listing against its market, as the search service answers it (euro cents, kilometres). */
export interface MarketPositionView {
  verdict: PriceVerdict;
  price: number;
  mileage: number | null;
  points: readonly { price: number; mileage: number; sold: boolean }[];
  band: readonly { mileage: number; low: number; high: number }[];
}

export interface PriceChartModel {
  rating: PriceRating;
  geometry: ChartGeometry;
  xTicks: { at: number; label: string }[];
  yTicks: { at: number; label: string }[];
  xAxis: string;
  yAxis: string;
  /** "Deze auto", beside the marked dot. */
  subject: string;
  legend: { offered: string; sold: string | null; band: string };
  /** "Op basis van 46 vergelijkbare Volkswagen Golf.", plus how many of them the chart shows when fewer. */
  caption: string;
  /** The chart in one paragraph, for screen readers. */
  summary: string;
}

/**
 * Null where there is nothing honest to draw: no kilometres to put on the axis (caravans and
 * folding trailers have no odometer, and are stored with 0 km; the band runs along kilometres, so
 * a year axis would need a band the service does not give) or no comparables.
 */
export function priceChartModel(position: MarketPositionView, vehicle: RatedVehicle, t: Translate): PriceChartModel | null {
  const { verdict, price, mileage, points, band } = position;
  if (mileage === null || points.length === 0 || Math.max(mileage, ...points.map((point) => point.mileage)) <= 0) return null;
  const geometry = chartGeometry({ price, mileage, points, band });
  const noun = t(`price-rating:noun.${vehicle.mobilityType}`);
  const subject = t(`price-rating:subject.${vehicle.mobilityType}`);
  const counted = comparablesCaption(verdict.value.level, verdict.value.comparables, vehicle, t);
  const shown = points.length < verdict.value.comparables ? ` ${t('price-rating:chart.shown', { shown: points.length })}` : '';
  const prices = points.map((point) => point.price);
  const fair = fairAt(band, mileage) ?? { low: verdict.value.fairLow, high: verdict.value.fairHigh };
  return {
    rating: verdict.rating,
    geometry,
    xTicks: geometry.x.ticks.map((tick) => ({ at: tick.at, label: formatMileage(tick.value) })),
    yTicks: geometry.y.ticks.map((tick) => ({ at: tick.at, label: formatEuros(tick.value / 100) })),
    xAxis: t('price-rating:chart.xAxis'),
    yAxis: t('price-rating:chart.yAxis'),
    subject,
    legend: {
      offered: t('price-rating:chart.legend.offered', { noun }),
      sold: points.some((point) => point.sold) ? t('price-rating:chart.legend.sold') : null,
      band: t('price-rating:chart.legend.band'),
    },
    caption: `${counted}${shown}`,
    summary: t('price-rating:chart.summary', {
      shown: points.length,
      noun,
      min: formatPrice(Math.min(...prices)),
      max: formatPrice(Math.max(...prices)),
      subject,
      price: formatPrice(price),
      mileage: formatMileage(mileage),
      low: formatPrice(fair.low),
      high: formatPrice(fair.high),
    }),
  };
}

/** The fair band at a mileage, read off the band's steps (linear between them, clamped at the ends). */
export function fairAt(band: MarketPositionView['band'], mileage: number): { low: number; high: number } | null {
  const sorted = [...band].sort((a, b) => a.mileage - b.mileage);
  const next = sorted.findIndex((step) => step.mileage >= mileage);
  const b = next === -1 ? sorted.at(-1) : sorted[next];
  const a = next > 0 ? sorted[next - 1] : b;
  if (!a || !b) return null;
  const share = b.mileage === a.mileage ? 0 : (mileage - a.mileage) / (b.mileage - a.mileage);
  // Whole euros: the sentence names prices, not cents.
  const at = (from: number, to: number) => Math.round((from + (to - from) * share) / 100) * 100;
  return { low: at(a.low, b.low), high: at(a.high, b.high) };
}
