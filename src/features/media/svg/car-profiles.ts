import type { Vec2 } from './vec';

/**
 * Side-view keylines of each car body type, in metres from the nose (x) and the ground (z).
 * `roof` is the top silhouette including bonnet and boot; `belt` is where the glass starts;
 * `plan` and `glass` are widths as fractions of the half width (rounded nose and tail,
 * tumblehome of the greenhouse).
 */
export interface CarProfile {
  length: number;
  halfWidth: number;
  wheelRadius: number;
  rimRatio: number;
  spokes: number;
  axles: readonly [number, number];
  roof: readonly Vec2[];
  belt: readonly Vec2[];
  bottom: readonly Vec2[];
  plan: readonly Vec2[];
  glass: readonly Vec2[];
  windscreen: readonly [number, number];
  rearWindow: readonly [number, number] | null;
  /** Ranges along x where the greenhouse flank is glass; the gaps between are pillars. */
  sideGlass: readonly (readonly [number, number])[];
  doorGaps: readonly number[];
  /** Rounded window openings drawn on a tall flank (vans): x0, x1, z0, z1. */
  windows?: readonly (readonly [number, number, number, number])[];
  slidingDoor?: readonly [number, number];
  cladding?: boolean;
  roofRails?: readonly [number, number];
  openTop?: readonly [number, number];
  bed?: readonly [number, number];
  bulge?: number;
  crown?: number;
  /** Outer face of the tyres from the centre line, when the body is wider than the axles. */
  track?: number;
  /** Height of the rear lamps when the beltline is far above them (motorhomes). */
  tailZ?: number;
  /** Two rear doors with windows (vans). */
  rearDoors?: boolean;
}

const PLAN_CAR = (l: number): Vec2[] => [
  [0, 0.84],
  [0.06, 0.92],
  [0.2, 0.98],
  [0.5, 1],
  [l - 0.4, 1],
  [l - 0.1, 0.96],
  [l, 0.88],
];
export const PLAN_BOX = (l: number): Vec2[] => [
  [0, 0.86],
  [0.08, 0.94],
  [0.25, 0.99],
  [0.6, 1],
  [l - 0.05, 1],
  [l, 0.98],
];

export const CAR_PROFILES: Record<string, CarProfile> = {
  hatchback: {
    length: 4.28, halfWidth: 0.895, wheelRadius: 0.32, rimRatio: 0.64, spokes: 5, axles: [0.9, 3.54],
    roof: [[0, 0.6], [0.06, 0.7], [0.3, 0.79], [0.8, 0.87], [1.4, 0.95], [2.05, 1.4], [2.5, 1.46], [3.3, 1.44], [3.78, 1.38], [4.12, 1.02], [4.22, 0.96], [4.28, 0.8]],
    belt: [[0, 0.6], [0.3, 0.79], [1.4, 0.95], [2.5, 1.0], [3.5, 1.03], [4.12, 1.02], [4.28, 0.8]],
    bottom: [[0, 0.3], [0.2, 0.2], [0.6, 0.18], [3.7, 0.18], [4.1, 0.26], [4.28, 0.4]],
    plan: PLAN_CAR(4.28),
    glass: [[0, 0.86], [1.4, 0.9], [2.05, 0.74], [3.7, 0.72], [4.12, 0.8], [4.28, 0.84]],
    windscreen: [1.4, 2.05], rearWindow: [3.8, 4.1],
    sideGlass: [[1.55, 2.47], [2.6, 3.42]], doorGaps: [1.42, 2.53, 3.5],
  },
  stationwagen: {
    length: 4.77, halfWidth: 0.915, wheelRadius: 0.32, rimRatio: 0.64, spokes: 10, axles: [0.92, 3.71],
    roof: [[0, 0.6], [0.06, 0.7], [0.35, 0.8], [0.9, 0.88], [1.45, 0.96], [2.1, 1.4], [2.6, 1.47], [3.9, 1.46], [4.45, 1.42], [4.66, 1.3], [4.72, 1.0], [4.77, 0.82]],
    belt: [[0, 0.6], [0.35, 0.8], [1.45, 0.96], [2.6, 1.0], [4.0, 1.03], [4.66, 1.03], [4.77, 0.82]],
    bottom: [[0, 0.3], [0.2, 0.2], [0.6, 0.18], [4.1, 0.18], [4.55, 0.26], [4.77, 0.4]],
    plan: PLAN_CAR(4.77),
    glass: [[0, 0.86], [1.45, 0.9], [2.1, 0.75], [4.4, 0.74], [4.7, 0.78], [4.77, 0.82]],
    windscreen: [1.45, 2.1], rearWindow: [4.5, 4.7],
    sideGlass: [[1.6, 2.55], [2.67, 3.58], [3.68, 4.4]], doorGaps: [1.47, 2.61, 3.62], roofRails: [2.3, 4.5],
  },
  sedan: {
    length: 4.7, halfWidth: 0.9, wheelRadius: 0.33, rimRatio: 0.66, spokes: 5, axles: [0.85, 3.7],
    roof: [[0, 0.58], [0.06, 0.68], [0.35, 0.78], [0.9, 0.86], [1.45, 0.93], [2.15, 1.38], [2.6, 1.43], [3.35, 1.41], [3.95, 1.07], [4.35, 1.02], [4.62, 0.99], [4.7, 0.82]],
    belt: [[0, 0.58], [0.35, 0.78], [1.45, 0.93], [2.6, 0.97], [3.95, 1.0], [4.62, 0.99], [4.7, 0.82]],
    bottom: [[0, 0.3], [0.2, 0.2], [0.6, 0.17], [4.1, 0.17], [4.5, 0.25], [4.7, 0.38]],
    plan: PLAN_CAR(4.7),
    glass: [[0, 0.86], [1.45, 0.9], [2.15, 0.74], [3.35, 0.73], [3.95, 0.86], [4.7, 0.86]],
    windscreen: [1.45, 2.15], rearWindow: [3.36, 3.95],
    sideGlass: [[1.6, 2.55], [2.67, 3.5]], doorGaps: [1.47, 2.61, 3.55],
  },
  suvTerreinwagen: {
    length: 4.6, halfWidth: 0.93, wheelRadius: 0.37, rimRatio: 0.6, spokes: 6, axles: [0.95, 3.65],
    roof: [[0, 0.78], [0.06, 0.9], [0.35, 0.98], [0.95, 1.05], [1.4, 1.12], [2.0, 1.6], [2.5, 1.68], [3.9, 1.66], [4.35, 1.58], [4.52, 1.3], [4.6, 1.0]],
    belt: [[0, 0.78], [0.35, 0.98], [1.4, 1.12], [2.5, 1.16], [3.9, 1.2], [4.52, 1.18], [4.6, 1.0]],
    bottom: [[0, 0.45], [0.25, 0.34], [0.6, 0.31], [3.9, 0.31], [4.4, 0.4], [4.6, 0.52]],
    plan: PLAN_CAR(4.6),
    glass: [[0, 0.86], [1.4, 0.9], [2.0, 0.77], [4.2, 0.76], [4.52, 0.8], [4.6, 0.84]],
    windscreen: [1.4, 2.0], rearWindow: [4.32, 4.5],
    sideGlass: [[1.55, 2.5], [2.62, 3.5], [3.6, 4.25]], doorGaps: [1.42, 2.56, 3.55], cladding: true, roofRails: [2.2, 4.3],
  },
  mpv: {
    length: 4.55, halfWidth: 0.91, wheelRadius: 0.33, rimRatio: 0.62, spokes: 5, axles: [0.9, 3.7],
    roof: [[0, 0.65], [0.06, 0.75], [0.3, 0.85], [0.75, 0.95], [1.1, 1.05], [2.0, 1.68], [2.4, 1.72], [3.9, 1.7], [4.4, 1.62], [4.5, 1.2], [4.55, 0.85]],
    belt: [[0, 0.65], [0.3, 0.85], [1.1, 1.05], [2.4, 1.08], [4.0, 1.1], [4.5, 1.1], [4.55, 0.85]],
    bottom: [[0, 0.3], [0.2, 0.21], [0.6, 0.19], [4.0, 0.19], [4.4, 0.27], [4.55, 0.4]],
    plan: PLAN_CAR(4.55),
    glass: [[0, 0.86], [1.1, 0.9], [2.0, 0.78], [4.3, 0.78], [4.5, 0.82], [4.55, 0.84]],
    windscreen: [1.1, 2.0], rearWindow: [4.36, 4.5],
    sideGlass: [[1.25, 2.43], [2.55, 3.5], [3.62, 4.3]], doorGaps: [1.13, 2.49, 3.55],
  },
  coupe: {
    length: 4.65, halfWidth: 0.91, wheelRadius: 0.33, rimRatio: 0.7, spokes: 10, axles: [0.88, 3.7],
    roof: [[0, 0.55], [0.06, 0.64], [0.4, 0.74], [1.0, 0.83], [1.6, 0.9], [2.35, 1.3], [2.75, 1.36], [3.2, 1.33], [4.0, 1.02], [4.55, 0.98], [4.65, 0.78]],
    belt: [[0, 0.55], [0.4, 0.74], [1.6, 0.9], [2.8, 0.94], [4.0, 0.98], [4.55, 0.98], [4.65, 0.78]],
    bottom: [[0, 0.28], [0.2, 0.18], [0.6, 0.15], [4.1, 0.15], [4.5, 0.23], [4.65, 0.36]],
    plan: PLAN_CAR(4.65),
    glass: [[0, 0.86], [1.6, 0.9], [2.35, 0.72], [3.3, 0.7], [4.0, 0.86], [4.65, 0.86]],
    windscreen: [1.6, 2.35], rearWindow: [3.2, 4.0],
    sideGlass: [[1.75, 2.95], [3.02, 3.55]], doorGaps: [1.62, 3.0], bulge: 0.035,
  },
  cabriolet: {
    length: 4.5, halfWidth: 0.9, wheelRadius: 0.33, rimRatio: 0.68, spokes: 5, axles: [0.88, 3.6],
    roof: [[0, 0.55], [0.06, 0.64], [0.4, 0.74], [1.0, 0.83], [1.55, 0.9], [2.15, 1.22], [2.2, 1.21], [2.27, 0.95], [4.4, 0.98], [4.5, 0.78]],
    belt: [[0, 0.55], [0.4, 0.74], [1.55, 0.9], [2.3, 0.94], [4.4, 0.98], [4.5, 0.78]],
    bottom: [[0, 0.28], [0.2, 0.18], [0.6, 0.16], [4.0, 0.16], [4.35, 0.24], [4.5, 0.36]],
    plan: PLAN_CAR(4.5),
    glass: [[0, 0.86], [1.55, 0.9], [2.2, 0.76], [2.3, 0.86], [4.5, 0.86]],
    windscreen: [1.55, 2.22], rearWindow: null,
    sideGlass: [], doorGaps: [1.57, 2.95], openTop: [2.3, 3.75], bulge: 0.035,
  },
  bedrijfswagen: {
    length: 5.4, halfWidth: 1.0, wheelRadius: 0.35, rimRatio: 0.56, spokes: 6, axles: [0.95, 4.25],
    roof: [[0, 0.78], [0.06, 0.9], [0.35, 1.02], [0.8, 1.13], [1.0, 1.18], [1.65, 2.1], [1.95, 2.42], [2.3, 2.5], [5.25, 2.5], [5.4, 2.46]],
    belt: [[0, 0.78], [0.35, 1.02], [1.0, 1.18], [2.0, 1.24], [5.4, 1.24]],
    bottom: [[0, 0.42], [0.3, 0.32], [5.1, 0.32], [5.4, 0.4]],
    plan: PLAN_BOX(5.4),
    glass: [[0, 0.88], [1.0, 0.9], [1.95, 0.93], [5.4, 0.95]],
    windscreen: [1.02, 1.9], rearWindow: null,
    sideGlass: [], doorGaps: [1.02, 2.08],
    windows: [[1.12, 1.98, 1.3, 2.02]], slidingDoor: [2.3, 3.5], bulge: 0.012, rearDoors: true,
  },
  personenbus: {
    length: 4.95, halfWidth: 0.96, wheelRadius: 0.34, rimRatio: 0.6, spokes: 5, axles: [0.88, 3.88],
    roof: [[0, 0.76], [0.06, 0.88], [0.35, 0.99], [0.8, 1.08], [0.95, 1.12], [1.6, 1.78], [1.85, 1.96], [2.2, 2.0], [4.85, 1.99], [4.95, 1.9]],
    belt: [[0, 0.76], [0.35, 0.99], [0.95, 1.12], [2.0, 1.16], [4.95, 1.16]],
    bottom: [[0, 0.4], [0.3, 0.28], [4.7, 0.28], [4.95, 0.38]],
    plan: PLAN_BOX(4.95),
    glass: [[0, 0.88], [0.95, 0.9], [1.85, 0.92], [4.95, 0.93]],
    windscreen: [0.97, 1.85], rearWindow: null,
    sideGlass: [], doorGaps: [0.98, 2.0],
    windows: [[1.06, 1.92, 1.22, 1.84], [2.12, 3.05, 1.22, 1.84], [3.15, 4.05, 1.22, 1.84], [4.15, 4.8, 1.22, 1.84]], slidingDoor: [2.08, 3.1], bulge: 0.012, rearDoors: true,
  },
  pickup: {
    length: 5.3, halfWidth: 0.93, wheelRadius: 0.38, rimRatio: 0.58, spokes: 6, axles: [1.0, 4.1],
    roof: [[0, 0.85], [0.06, 0.98], [0.35, 1.08], [1.0, 1.15], [1.5, 1.2], [2.05, 1.75], [2.4, 1.82], [2.98, 1.8], [3.12, 1.25], [3.2, 1.2], [5.25, 1.2], [5.3, 1.05]],
    belt: [[0, 0.85], [0.35, 1.08], [1.5, 1.2], [3.2, 1.22], [5.3, 1.2]],
    bottom: [[0, 0.5], [0.3, 0.4], [4.9, 0.4], [5.3, 0.5]],
    plan: PLAN_BOX(5.3),
    glass: [[0, 0.86], [1.5, 0.9], [2.05, 0.77], [2.98, 0.77], [3.2, 0.9], [5.3, 0.9]],
    windscreen: [1.5, 2.05], rearWindow: [2.99, 3.1],
    sideGlass: [[1.65, 2.5], [2.6, 2.93]], doorGaps: [1.52, 2.55, 3.02], bed: [3.2, 5.22], cladding: true,
  },
};
