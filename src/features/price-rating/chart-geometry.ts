/**
 * The detail page's market chart as numbers (no React): kilometres across, price up, both mapped
 * onto a 0–100 plot square. The page draws the square as an SVG stretched to whatever width the
 * column has (`preserveAspectRatio="none"`), and its labels as HTML placed by percentage, so text
 * keeps its size from a 375 px phone to a desktop column.
 */

/** What the chart is drawn from: euro cents and kilometres. */
export interface ChartInput {
  /** This vehicle's asking price and kilometres. */
  price: number;
  mileage: number;
  points: readonly { price: number; mileage: number; sold: boolean }[];
  /** The fair band along the mileage axis, in order of mileage. */
  band: readonly { mileage: number; low: number; high: number }[];
}

export interface Tick {
  value: number;
  /** Position along its axis, 0–100 (x from the left, y from the top). */
  at: number;
}

export interface Axis {
  min: number;
  max: number;
  ticks: Tick[];
}

export interface ChartGeometry {
  x: Axis;
  y: Axis;
  /** Each comparable at plot coordinates (0–100, y from the top). */
  dots: { x: number; y: number; sold: boolean }[];
  /** The fair band as a closed SVG path in plot coordinates; empty without a band. */
  bandPath: string;
  subject: { x: number; y: number };
}

/** A round step (1, 2, 2.5 or 5 times a power of ten) that cuts `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normal = raw / magnitude;
  const factor = normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 2.5 ? 2.5 : normal <= 5 ? 5 : 10;
  return factor * magnitude;
}

/**
 * An axis over the values with round ticks at both ends, so that every value sits inside and the
 * first and last tick are the axis' ends. `floor` keeps the axis from going below it (no negative
 * prices or kilometres). A single value gets room around it rather than an axis of width zero.
 */
export function niceAxis(values: readonly number[], count: number, floor = 0, minimumStep = 1): Axis {
  const finite = values.filter(Number.isFinite);
  let low = finite.length ? Math.min(...finite) : 0;
  let high = finite.length ? Math.max(...finite) : 1;
  if (high - low < minimumStep) {
    const pad = Math.max(minimumStep, Math.abs(high) * 0.1);
    low -= pad;
    high += pad;
  }
  const step = Math.max(minimumStep, niceStep(high - low, count));
  const min = Math.max(floor, Math.floor(low / step) * step);
  const max = Math.max(min + step, Math.ceil(high / step) * step);
  const ticks: Tick[] = [];
  // Counting steps rather than adding them up keeps rounding errors from piling up along the axis.
  for (let index = 0; min + index * step <= max + step / 1e6; index++) {
    const value = min + index * step;
    ticks.push({ value, at: position(value, min, max) });
  }
  return { min, max, ticks };
}

/** Where a value sits on an axis from min to max, as 0–100. */
export function position(value: number, min: number, max: number): number {
  return max === min ? 50 : round(((value - min) / (max - min)) * 100);
}

const round = (value: number) => Math.round(value * 100) / 100;

/** About five kilometre ticks and five price ticks; the page hides every other one on a phone. */
export function chartGeometry(input: ChartInput, ticks = { x: 5, y: 4 }): ChartGeometry {
  const mileages = [input.mileage, ...input.points.map((point) => point.mileage), ...input.band.map((step) => step.mileage)];
  const prices = [input.price, ...input.points.map((point) => point.price), ...input.band.flatMap((step) => [step.low, step.high])];
  // Steps of at least 1,000 km and € 100: finer ticks would only repeat a label.
  const x = niceAxis(mileages, ticks.x, 0, 1_000);
  const y = niceAxis(prices, ticks.y, 0, 10_000);
  const across = (mileage: number) => position(mileage, x.min, x.max);
  const up = (price: number) => round(100 - position(price, y.min, y.max));
  const yTicks = y.ticks.map((tick) => ({ value: tick.value, at: round(100 - tick.at) }));
  return {
    x,
    y: { ...y, ticks: yTicks },
    dots: input.points.map((point) => ({ x: across(point.mileage), y: up(point.price), sold: point.sold })),
    bandPath: bandPath(input.band.map((step) => ({ x: across(step.mileage), low: up(step.low), high: up(step.high) }))),
    subject: { x: across(input.mileage), y: up(input.price) },
  };
}

/** Along the top edge, then back along the bottom edge: one closed shape. */
export function bandPath(steps: readonly { x: number; low: number; high: number }[]): string {
  if (steps.length < 2) return '';
  const sorted = [...steps].sort((a, b) => a.x - b.x);
  const top = sorted.map((step, index) => `${index ? 'L' : 'M'}${step.x} ${step.high}`);
  const bottom = sorted.reverse().map((step) => `L${step.x} ${step.low}`);
  return `${top.join('')}${bottom.join('')}Z`;
}

/** Points as zero-length segments: drawn with round caps and a stroke that does not scale, each is a round dot. */
export function dotsPath(dots: readonly { x: number; y: number }[]): string {
  return dots.map((dot) => `M${dot.x} ${dot.y}h0`).join('');
}

/** Horizontal grid lines at the price ticks, across the plot. */
export function gridPath(ticks: readonly Tick[]): string {
  return ticks.map((tick) => `M0 ${tick.at}H100`).join('');
}
