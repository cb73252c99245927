import type { Vec2 } from './vec';

/**
 * Bicycle geometry in the bike's plane, metres: rear axle at x = 0, the front to +x.
 * Frame tubes are drawn between the named points.
 */
export interface BikeGeometry {
  rearR: number;
  frontR: number;
  tyre: number;
  frontAxle: number;
  bb: Vec2;
  seatTop: Vec2;
  headTop: Vec2;
  headBottom: Vec2;
  frame: 'diamond' | 'step' | 'cruiser' | 'bakfiets' | 'folding' | 'recumbent' | 'tandem' | 'bmx';
  bar: 'upright' | 'flat' | 'drop' | 'riser' | 'bmx' | 'cruiser' | 'under';
  fork: 'rigid' | 'suspension';
  /** Exposed seat post above the seat tube. */
  post: number;
  tube: number;
  mudguards?: boolean;
  rack?: boolean;
  chainGuard?: boolean;
  lights?: boolean;
  kickstand?: boolean;
  knobby?: boolean;
  trainingWheels?: boolean;
  /** Second bottom bracket of a tandem (captain's, in front). */
  frontBb?: Vec2;
}

const deg = Math.PI / 180;

/** A conventional frame from a few sizes: seat tube and head tube angles, lengths, stack. */
function frame(input: { rearR: number; frontR?: number; tyre: number; chainstay: number; bbDrop: number; seatTube: number; seatAngle: number; reachX: number; headAngle: number; headTube: number; forkLength: number }): Pick<BikeGeometry, 'rearR' | 'frontR' | 'tyre' | 'frontAxle' | 'bb' | 'seatTop' | 'headTop' | 'headBottom'> {
  const rearR = input.rearR;
  const frontR = input.frontR ?? rearR;
  const bb: Vec2 = [Math.sqrt(input.chainstay ** 2 - input.bbDrop ** 2), rearR - input.bbDrop];
  const seatTop: Vec2 = [bb[0] - Math.cos(input.seatAngle * deg) * input.seatTube, bb[1] + Math.sin(input.seatAngle * deg) * input.seatTube];
  const headTop: Vec2 = [bb[0] + input.reachX, seatTop[1] + 0.02];
  const headBottom: Vec2 = [headTop[0] + Math.cos(input.headAngle * deg) * input.headTube, headTop[1] - Math.sin(input.headAngle * deg) * input.headTube];
  const dz = headBottom[1] - frontR;
  const frontAxle = headBottom[0] + dz / Math.tan(input.headAngle * deg) + 0.045;
  void input.forkLength;
  return { rearR, frontR, tyre: input.tyre, frontAxle, bb, seatTop, headTop, headBottom };
}

const CITY = frame({ rearR: 0.35, tyre: 0.042, chainstay: 0.46, bbDrop: 0.07, seatTube: 0.5, seatAngle: 68, reachX: 0.5, headAngle: 68, headTube: 0.24, forkLength: 0.4 });
const TREKKING = frame({ rearR: 0.35, tyre: 0.04, chainstay: 0.46, bbDrop: 0.07, seatTube: 0.52, seatAngle: 72, reachX: 0.46, headAngle: 70, headTube: 0.18, forkLength: 0.42 });
const MTB = frame({ rearR: 0.37, tyre: 0.062, chainstay: 0.44, bbDrop: 0.05, seatTube: 0.44, seatAngle: 74, reachX: 0.48, headAngle: 66, headTube: 0.12, forkLength: 0.52 });
const ROAD = frame({ rearR: 0.34, tyre: 0.026, chainstay: 0.41, bbDrop: 0.07, seatTube: 0.53, seatAngle: 73.5, reachX: 0.42, headAngle: 73, headTube: 0.16, forkLength: 0.37 });

export const BIKE_GEOMETRY: Record<string, BikeGeometry> = {
  stadsfiets: { ...CITY, frame: 'step', bar: 'upright', fork: 'rigid', post: 0.16, tube: 0.038, mudguards: true, rack: true, chainGuard: true, lights: true, kickstand: true },
  hybrideFiets: { ...TREKKING, frame: 'diamond', bar: 'flat', fork: 'rigid', post: 0.18, tube: 0.036, mudguards: true, rack: true, lights: true, kickstand: true },
  crosshybride: { ...TREKKING, tyre: 0.045, frame: 'diamond', bar: 'flat', fork: 'suspension', post: 0.2, tube: 0.04 },
  mountainbike: { ...MTB, frame: 'diamond', bar: 'riser', fork: 'suspension', post: 0.2, tube: 0.048, knobby: true },
  racefiets: { ...ROAD, frame: 'diamond', bar: 'drop', fork: 'rigid', post: 0.18, tube: 0.034 },
  bakfiets: {
    rearR: 0.33, frontR: 0.25, tyre: 0.045, frontAxle: 1.95, bb: [0.45, 0.28], seatTop: [0.3, 0.82], headTop: [0.78, 0.96], headBottom: [0.84, 0.72],
    frame: 'bakfiets', bar: 'upright', fork: 'rigid', post: 0.14, tube: 0.045, mudguards: true, chainGuard: true, lights: true, kickstand: true,
  },
  vouwfiets: {
    rearR: 0.21, frontR: 0.21, tyre: 0.035, frontAxle: 1.02, bb: [0.4, 0.2], seatTop: [0.3, 0.55], headTop: [0.88, 0.98], headBottom: [0.92, 0.48],
    frame: 'folding', bar: 'flat', fork: 'rigid', post: 0.4, tube: 0.045, mudguards: true, rack: true,
  },
  cruiserfiets: { ...CITY, tyre: 0.062, frame: 'cruiser', bar: 'cruiser', fork: 'rigid', post: 0.1, tube: 0.042, mudguards: true },
  jeugdfiets: {
    ...frame({ rearR: 0.31, tyre: 0.042, chainstay: 0.42, bbDrop: 0.05, seatTube: 0.4, seatAngle: 70, reachX: 0.44, headAngle: 69, headTube: 0.16, forkLength: 0.36 }),
    frame: 'diamond', bar: 'upright', fork: 'rigid', post: 0.12, tube: 0.036, mudguards: true, rack: true, chainGuard: true, kickstand: true, lights: true,
  },
  kinderfiets: {
    ...frame({ rearR: 0.2, tyre: 0.045, chainstay: 0.33, bbDrop: 0.02, seatTube: 0.3, seatAngle: 70, reachX: 0.36, headAngle: 68, headTube: 0.12, forkLength: 0.26 }),
    frame: 'step', bar: 'upright', fork: 'rigid', post: 0.1, tube: 0.036, mudguards: true, chainGuard: true, trainingWheels: true,
  },
  ligfiets: {
    rearR: 0.33, frontR: 0.25, tyre: 0.035, frontAxle: 1.55, bb: [1.85, 0.52], seatTop: [0.42, 0.62], headTop: [1.3, 0.62], headBottom: [1.36, 0.42],
    frame: 'recumbent', bar: 'under', fork: 'rigid', post: 0, tube: 0.05,
  },
  tandem: {
    rearR: 0.35, frontR: 0.35, tyre: 0.035, frontAxle: 2.1, bb: [0.45, 0.28], seatTop: [0.3, 0.82], headTop: [1.68, 0.9], headBottom: [1.74, 0.72],
    frame: 'tandem', bar: 'flat', fork: 'rigid', post: 0.16, tube: 0.04, frontBb: [1.2, 0.28],
  },
  bmxFreestyleFiets: {
    rearR: 0.255, frontR: 0.255, tyre: 0.055, frontAxle: 1.0, bb: [0.36, 0.3], seatTop: [0.24, 0.62], headTop: [0.8, 0.72], headBottom: [0.84, 0.55],
    frame: 'bmx', bar: 'bmx', fork: 'rigid', post: 0.06, tube: 0.042, knobby: false,
  },
};
