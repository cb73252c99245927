import type { Vec2 } from './vec';

/**
 * Side-view layout of a motorcycle, metres: rear axle at x = 0, front to +x. Bodywork
 * shapes are profiles extruded to the given half widths.
 */
export interface MotoSpec {
  wb: number;
  rearR: number;
  frontR: number;
  rearW: number;
  frontW: number;
  rim: number;
  spokes: number;
  knobby?: boolean;
  forkTop: Vec2;
  bar: { at: Vec2; width: number; back?: number };
  tank: Vec2[];
  tankW: number;
  seat: Vec2[];
  seatW: number;
  tail?: Vec2[];
  engine: Vec2[];
  engineW: number;
  vtwin?: boolean;
  fairing?: Vec2[];
  fairingW?: number;
  screen?: Vec2[];
  headlight?: { at: Vec2; r: number };
  noseLamp?: Vec2;
  exhaust: Vec2[];
  exhaustW: number;
  chrome?: boolean;
  frontFender: 'hugger' | 'high' | 'long' | 'beak';
  rearFender?: boolean;
  cases?: boolean;
  topcase?: boolean;
  floor?: Vec2[];
  shield?: Vec2[];
  numberBoard?: boolean;
  extra?: 'quad' | 'trike' | 'sidecar';
}

const NAKED: MotoSpec = {
  wb: 1.42, rearR: 0.31, frontR: 0.31, rearW: 0.18, frontW: 0.12, rim: 0.72, spokes: 5,
  forkTop: [1.16, 0.98], bar: { at: [1.1, 1.08], width: 0.38 },
  tank: [[0.62, 0.8], [0.7, 0.98], [0.95, 1.04], [1.12, 0.96], [1.08, 0.82], [0.8, 0.76]], tankW: 0.17,
  seat: [[0.2, 0.86], [0.3, 0.9], [0.62, 0.87], [0.66, 0.81], [0.28, 0.8]], seatW: 0.14,
  tail: [[0.0, 0.9], [0.3, 0.92], [0.45, 0.86], [0.3, 0.8], [0.05, 0.84]],
  engine: [[0.55, 0.36], [0.98, 0.33], [1.05, 0.5], [1.0, 0.76], [0.7, 0.78], [0.52, 0.62]], engineW: 0.16,
  headlight: { at: [1.27, 0.9], r: 0.09 },
  exhaust: [[1.0, 0.4], [0.75, 0.3], [0.55, 0.32], [0.3, 0.45], [0.1, 0.52]], exhaustW: 0.09,
  frontFender: 'hugger', rearFender: false,
};

const SPORT: MotoSpec = {
  ...NAKED,
  wb: 1.4, rearR: 0.31, frontR: 0.3,
  forkTop: [1.14, 0.95], bar: { at: [1.06, 0.96], width: 0.33 },
  tank: [[0.6, 0.84], [0.68, 0.98], [0.9, 1.03], [1.05, 0.96], [1.0, 0.84]], tankW: 0.18,
  seat: [[0.3, 0.9], [0.4, 0.92], [0.6, 0.88], [0.62, 0.84], [0.35, 0.86]], seatW: 0.13,
  tail: [[-0.05, 1.0], [0.32, 0.94], [0.55, 0.88], [0.35, 0.82], [0.05, 0.92]],
  fairing: [[0.6, 0.38], [1.05, 0.34], [1.3, 0.52], [1.44, 0.76], [1.36, 0.92], [1.2, 1.04], [1.06, 0.98], [0.95, 0.82], [0.68, 0.72], [0.55, 0.55]], fairingW: 0.2,
  screen: [[1.2, 1.04], [1.36, 0.92], [1.3, 1.0], [1.12, 1.12], [1.08, 1.07]],
  headlight: undefined, noseLamp: [1.42, 0.8],
  exhaust: [[0.95, 0.36], [0.7, 0.3], [0.45, 0.42], [0.25, 0.52]], exhaustW: 0.1,
};

const TOURER: MotoSpec = {
  ...SPORT,
  wb: 1.6, rearR: 0.32, frontR: 0.31,
  forkTop: [1.34, 0.98], bar: { at: [1.18, 1.12], width: 0.4, back: 0.12 },
  tank: [[0.7, 0.88], [0.8, 1.02], [1.05, 1.08], [1.22, 1.0], [1.15, 0.86]], tankW: 0.22,
  seat: [[0.15, 0.96], [0.3, 1.0], [0.5, 0.94], [0.72, 0.92], [0.75, 0.84], [0.2, 0.86]], seatW: 0.19,
  tail: [[-0.1, 0.98], [0.25, 1.0], [0.45, 0.9], [0.25, 0.82], [-0.05, 0.86]],
  fairing: [[0.7, 0.4], [1.25, 0.36], [1.5, 0.55], [1.62, 0.8], [1.55, 1.02], [1.38, 1.15], [1.22, 1.08], [1.05, 0.86], [0.75, 0.78]], fairingW: 0.3,
  screen: [[1.38, 1.15], [1.55, 1.02], [1.5, 1.15], [1.36, 1.38], [1.3, 1.34]],
  noseLamp: [1.6, 0.84], cases: true, topcase: true,
  engine: [[0.6, 0.36], [1.1, 0.33], [1.15, 0.55], [1.05, 0.78], [0.7, 0.8]],
  exhaust: [[1.05, 0.36], [0.7, 0.3], [0.35, 0.36], [0.0, 0.42]], exhaustW: 0.1,
};

const ADVENTURE: MotoSpec = {
  ...NAKED,
  wb: 1.55, rearR: 0.35, frontR: 0.39, rearW: 0.16, frontW: 0.1, rim: 0.8, spokes: 28, knobby: false,
  forkTop: [1.26, 1.16], bar: { at: [1.18, 1.28], width: 0.44 },
  tank: [[0.65, 0.92], [0.72, 1.12], [1.0, 1.18], [1.22, 1.1], [1.2, 0.94], [0.85, 0.88]], tankW: 0.22,
  seat: [[0.15, 1.0], [0.3, 1.04], [0.7, 1.0], [0.72, 0.94], [0.25, 0.94]], seatW: 0.15,
  tail: [[-0.05, 1.04], [0.25, 1.05], [0.45, 0.98], [0.25, 0.92], [0.0, 0.96]],
  engine: [[0.6, 0.44], [1.02, 0.4], [1.1, 0.6], [1.05, 0.86], [0.72, 0.88], [0.56, 0.68]],
  fairing: [[1.16, 0.98], [1.38, 0.94], [1.5, 1.06], [1.42, 1.22], [1.28, 1.28], [1.2, 1.14]], fairingW: 0.17,
  screen: [[1.28, 1.28], [1.42, 1.22], [1.38, 1.34], [1.26, 1.5], [1.22, 1.46]],
  headlight: undefined, noseLamp: [1.48, 1.1],
  exhaust: [[1.02, 0.46], [0.72, 0.4], [0.45, 0.55], [0.1, 0.72]], exhaustW: 0.1,
  frontFender: 'beak',
};

const OFFROAD: MotoSpec = {
  ...NAKED,
  wb: 1.48, rearR: 0.35, frontR: 0.38, rearW: 0.13, frontW: 0.09, rim: 0.82, spokes: 32, knobby: true,
  forkTop: [1.18, 1.14], bar: { at: [1.1, 1.26], width: 0.42 },
  tank: [[0.62, 0.94], [0.7, 1.06], [0.98, 1.1], [1.1, 1.02], [1.02, 0.92]], tankW: 0.15,
  seat: [[0.05, 1.06], [0.2, 1.1], [0.95, 1.12], [0.98, 1.06], [0.2, 1.0]], seatW: 0.1,
  tail: [[-0.18, 1.06], [0.1, 1.1], [0.45, 1.0], [0.3, 0.96], [-0.1, 1.02]],
  engine: [[0.6, 0.44], [0.95, 0.42], [1.0, 0.62], [0.9, 0.86], [0.68, 0.86], [0.56, 0.66]], engineW: 0.13,
  headlight: undefined, numberBoard: true,
  exhaust: [[0.95, 0.5], [0.72, 0.52], [0.52, 0.75], [0.2, 0.9], [0.0, 0.95]], exhaustW: 0.08,
  frontFender: 'high',
};

const CRUISER: MotoSpec = {
  ...NAKED,
  wb: 1.65, rearR: 0.32, frontR: 0.33, rearW: 0.21, frontW: 0.13, rim: 0.7, spokes: 9,
  forkTop: [1.32, 0.96], bar: { at: [1.2, 1.1], width: 0.44, back: 0.22 },
  tank: [[0.72, 0.8], [0.78, 0.92], [1.0, 0.98], [1.25, 0.92], [1.2, 0.82], [0.9, 0.78]], tankW: 0.2,
  seat: [[0.2, 0.8], [0.3, 0.78], [0.45, 0.7], [0.7, 0.72], [0.75, 0.82], [0.6, 0.76], [0.45, 0.74], [0.35, 0.8]], seatW: 0.19,
  tail: undefined,
  engine: [[0.62, 0.32], [1.05, 0.3], [1.12, 0.45], [1.0, 0.62], [0.7, 0.62], [0.58, 0.46]], engineW: 0.18, vtwin: true,
  headlight: { at: [1.42, 0.88], r: 0.11 }, chrome: true,
  exhaust: [[1.05, 0.5], [0.85, 0.35], [0.5, 0.3], [-0.15, 0.38]], exhaustW: 0.1,
  frontFender: 'long', rearFender: true,
};

export const MOTO_SPECS: Record<string, MotoSpec> = {
  naked: NAKED,
  classic: { ...NAKED, spokes: 36, rim: 0.8, chrome: true, frontFender: 'long', rearFender: true, tail: undefined, seat: [[0.12, 0.86], [0.2, 0.9], [0.66, 0.89], [0.68, 0.82], [0.16, 0.82]] },
  minibike: { ...NAKED, wb: 1.2, rearR: 0.24, frontR: 0.24, rearW: 0.15, frontW: 0.12, forkTop: [0.98, 0.86], bar: { at: [0.92, 0.98], width: 0.34 }, tank: [[0.5, 0.68], [0.56, 0.82], [0.78, 0.86], [0.92, 0.8], [0.86, 0.7]], seat: [[0.1, 0.74], [0.2, 0.78], [0.52, 0.76], [0.55, 0.7], [0.15, 0.7]], tail: undefined, engine: [[0.45, 0.28], [0.8, 0.26], [0.86, 0.42], [0.8, 0.62], [0.55, 0.64], [0.42, 0.5]], headlight: { at: [1.06, 0.8], r: 0.08 }, exhaust: [[0.8, 0.32], [0.55, 0.38], [0.3, 0.6], [0.1, 0.66]] },
  sport: SPORT,
  superSport: { ...SPORT, tail: [[-0.08, 1.04], [0.32, 0.96], [0.55, 0.88], [0.35, 0.82], [0.02, 0.95]] },
  racer: { ...SPORT, spokes: 3 },
  sportTouring: { ...SPORT, wb: 1.48, cases: true, bar: { at: [1.1, 1.04], width: 0.36 } },
  tourer: TOURER,
  allroad: ADVENTURE,
  touringEnduro: { ...ADVENTURE, cases: true, topcase: true },
  rally: { ...ADVENTURE, knobby: true, numberBoard: false, tank: [[0.6, 0.92], [0.66, 1.16], [1.0, 1.22], [1.26, 1.12], [1.22, 0.9], [0.8, 0.86]], tankW: 0.26 },
  crosser: OFFROAD,
  enduro: { ...OFFROAD, headlight: { at: [1.3, 1.06], r: 0.07 } },
  supermotard: { ...OFFROAD, rearR: 0.31, frontR: 0.31, rearW: 0.18, frontW: 0.12, rim: 0.72, spokes: 6, knobby: false, forkTop: [1.18, 1.06], bar: { at: [1.1, 1.18], width: 0.42 } },
  trial: { ...OFFROAD, wb: 1.32, tank: [[0.6, 0.86], [0.66, 0.96], [0.9, 0.98], [0.98, 0.9]], seat: [[0.1, 0.86], [0.2, 0.9], [0.5, 0.9], [0.52, 0.85], [0.2, 0.84]], tail: [[-0.15, 0.92], [0.1, 0.94], [0.35, 0.88], [-0.1, 0.88]], forkTop: [1.06, 1.08], bar: { at: [0.98, 1.22], width: 0.42 } },
  cruiser: CRUISER,
  chopper: { ...CRUISER, wb: 2.0, frontR: 0.36, frontW: 0.09, spokes: 40, rim: 0.82, forkTop: [1.45, 1.04], bar: { at: [1.3, 1.45], width: 0.38, back: 0.15 }, headlight: { at: [1.55, 0.95], r: 0.09 } },
  motorscooter: {
    ...NAKED,
    wb: 1.32, rearR: 0.23, frontR: 0.24, rearW: 0.13, frontW: 0.11, rim: 0.7, spokes: 5,
    forkTop: [1.12, 0.98], bar: { at: [1.04, 1.1], width: 0.34 },
    tank: [[0.0, 0.55], [0.1, 0.82], [0.5, 0.86], [0.68, 0.72], [0.6, 0.4], [0.2, 0.36]], tankW: 0.2,
    seat: [[0.05, 0.86], [0.15, 0.92], [0.6, 0.9], [0.64, 0.84], [0.1, 0.82]], seatW: 0.17,
    tail: undefined, engine: [[0.1, 0.2], [0.45, 0.2], [0.45, 0.34], [0.1, 0.36]], engineW: 0.08,
    floor: [[0.6, 0.34], [1.02, 0.34], [1.02, 0.42], [0.6, 0.42]],
    shield: [[1.0, 0.3], [1.18, 0.42], [1.26, 0.92], [1.18, 1.06], [1.08, 1.0], [1.02, 0.5]],
    headlight: undefined, noseLamp: [1.18, 1.04],
    exhaust: [[0.45, 0.26], [0.2, 0.28], [-0.05, 0.36]], exhaustW: 0.09,
    frontFender: 'hugger',
  },
  quad: {
    ...NAKED,
    wb: 1.25, rearR: 0.29, frontR: 0.27, rearW: 0.24, frontW: 0.2, rim: 0.6, spokes: 5, knobby: true,
    forkTop: [1.0, 0.85], bar: { at: [0.95, 1.0], width: 0.45 },
    tank: [[0.55, 0.75], [0.62, 0.86], [0.9, 0.88], [1.05, 0.8], [0.95, 0.72]], tankW: 0.22,
    seat: [[0.1, 0.82], [0.2, 0.86], [0.6, 0.84], [0.62, 0.78], [0.15, 0.78]], seatW: 0.18,
    tail: undefined, engine: [[0.35, 0.3], [0.85, 0.28], [0.9, 0.5], [0.8, 0.7], [0.45, 0.72], [0.32, 0.5]], engineW: 0.2,
    headlight: undefined, noseLamp: [1.5, 0.6],
    exhaust: [[0.8, 0.4], [0.3, 0.62], [-0.2, 0.7]], exhaustW: 0.08,
    frontFender: 'hugger', extra: 'quad',
  },
  trike: { ...CRUISER, rearR: 0.33, rearW: 0.22, extra: 'trike', rearFender: false },
  zijspan: { ...NAKED, spokes: 36, rim: 0.8, chrome: true, frontFender: 'long', rearFender: true, tail: undefined, extra: 'sidecar' },
};
