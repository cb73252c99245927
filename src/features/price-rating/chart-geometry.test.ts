import { describe, expect, it } from 'vitest';
import { bandPath, chartGeometry, dotsPath, gridPath, niceAxis, niceStep, position } from './chart-geometry';

describe('niceStep', () => {
  it('rounds to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(100_000, 5)).toBe(20_000);
    expect(niceStep(120_000, 5)).toBe(25_000);
    expect(niceStep(1_300_000, 4)).toBe(500_000);
    expect(niceStep(90, 10)).toBe(10);
    expect(niceStep(7, 1)).toBe(10);
  });

  it('answers 1 for an empty span rather than dividing by zero', () => {
    expect(niceStep(0, 5)).toBe(1);
  });
});

describe('niceAxis', () => {
  it('starts and ends on a round tick that holds every value', () => {
    const axis = niceAxis([12_300, 48_900, 97_000], 5);
    expect(axis.min).toBe(0);
    expect(axis.max).toBe(100_000);
    expect(axis.ticks.map((tick) => tick.value)).toEqual([0, 20_000, 40_000, 60_000, 80_000, 100_000]);
    expect(axis.ticks.map((tick) => tick.at)).toEqual([0, 20, 40, 60, 80, 100]);
  });

  it('does not start at zero when the values are far from it', () => {
    const axis = niceAxis([1_420_000, 1_980_000, 2_310_000], 4, 0, 10_000);
    expect(axis.min).toBe(1_250_000);
    expect(axis.max).toBe(2_500_000);
    expect(axis.ticks.map((tick) => tick.value)).toEqual([1_250_000, 1_500_000, 1_750_000, 2_000_000, 2_250_000, 2_500_000]);
  });

  it('gives a single value room around it, never below the floor', () => {
    const axis = niceAxis([0, 0], 4, 0, 1_000);
    expect(axis.min).toBe(0);
    expect(axis.max).toBeGreaterThan(0);
    const single = niceAxis([50_000], 4, 0, 1_000);
    expect(single.min).toBeLessThan(50_000);
    expect(single.max).toBeGreaterThan(50_000);
  });

  it('never ticks finer than the smallest step asked for', () => {
    const axis = niceAxis([1_000_000, 1_012_000], 5, 0, 10_000);
    expect(axis.ticks.map((tick) => tick.value)).toEqual([1_000_000, 1_010_000, 1_020_000]);
  });
});

describe('position', () => {
  it('maps the axis onto 0–100 and the middle of an empty axis to 50', () => {
    expect(position(25, 0, 100)).toBe(25);
    expect(position(1, 0, 3)).toBe(33.33);
    expect(position(5, 5, 5)).toBe(50);
  });
});

describe('chartGeometry', () => {
  const input = {
    price: 1_800_000,
    mileage: 60_000,
    points: [
      { price: 1_500_000, mileage: 20_000, sold: false },
      { price: 2_200_000, mileage: 100_000, sold: true },
    ],
    band: [
      { mileage: 20_000, low: 1_900_000, high: 2_100_000 },
      { mileage: 100_000, low: 1_500_000, high: 1_700_000 },
    ],
  };
  const geometry = chartGeometry(input);

  it('puts kilometres across and price up, with the y axis drawn from the top', () => {
    expect(geometry.x.min).toBe(20_000);
    expect(geometry.x.max).toBe(100_000);
    expect(geometry.y.min).toBe(1_400_000);
    expect(geometry.y.max).toBe(2_200_000);
    expect(geometry.dots).toEqual([
      { x: 0, y: 87.5, sold: false },
      { x: 100, y: 0, sold: true },
    ]);
    expect(geometry.subject).toEqual({ x: 50, y: 50 });
  });

  it('places the price ticks from the top, the highest price first', () => {
    expect(geometry.y.ticks[0]).toEqual({ value: 1_400_000, at: 100 });
    expect(geometry.y.ticks.at(-1)).toEqual({ value: 2_200_000, at: 0 });
  });

  it('shades the band as one closed shape along its upper edge and back along its lower edge', () => {
    expect(geometry.bandPath).toBe('M0 12.5L100 62.5L100 87.5L0 37.5Z');
  });

  it('keeps every dot and the marked vehicle inside the plot', () => {
    for (const dot of [...geometry.dots, geometry.subject]) {
      expect(dot.x).toBeGreaterThanOrEqual(0);
      expect(dot.x).toBeLessThanOrEqual(100);
      expect(dot.y).toBeGreaterThanOrEqual(0);
      expect(dot.y).toBeLessThanOrEqual(100);
    }
  });
});

describe('paths', () => {
  it('draws no band from fewer than two steps, and sorts the steps by kilometres', () => {
    expect(bandPath([{ x: 10, low: 60, high: 40 }])).toBe('');
    expect(bandPath([{ x: 90, low: 50, high: 30 }, { x: 10, low: 60, high: 40 }])).toBe('M10 40L90 30L90 50L10 60Z');
  });

  it('draws each dot as a zero-length segment and each grid line across the plot', () => {
    expect(dotsPath([{ x: 1, y: 2 }, { x: 3.5, y: 4 }])).toBe('M1 2h0M3.5 4h0');
    expect(gridPath([{ value: 0, at: 100 }, { value: 5, at: 50 }])).toBe('M0 100H100M0 50H100');
  });
});
