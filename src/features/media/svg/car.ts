import { backdrop, svgDocument, type BackdropKind } from './backdrop';
import { makeCamera, orbit } from './camera';
import { carDecals, carMirror, cabrioSeats } from './car-details';
import { CAR_PROFILES, type CarProfile } from './car-profiles';
import { paintFor } from './colour';
import { loftFaces, SEG, stationsBetween, surface, type Loft, type Section } from './loft';
import { createScene, drawDecals, drawSolid, type Decal, type Face } from './scene';
import { makeLighting } from './shading';
import { between, type Random } from './variation';
import { smoothCurve, type Vec3 } from './vec';
import { azimuthFor, isHeadOn } from './views';
import { footprintShadow, boundsOf } from './vehicle-kit';
import { drawWheel } from './wheel3d';

const GLASS = '#1a222c';
const TRIM = '#1e2024';

export interface CarShape {
  profile: CarProfile;
  section: (x: number) => Section;
  height: number;
  curve: { roof: (x: number) => number; belt: (x: number) => number; bottom: (x: number) => number };
}

export function carShape(profile: CarProfile): CarShape {
  const roof = smoothCurve(profile.roof);
  const beltRaw = smoothCurve(profile.belt);
  const bottom = smoothCurve(profile.bottom);
  const plan = smoothCurve(profile.plan);
  const glass = smoothCurve(profile.glass);
  const belt = (x: number) => Math.min(beltRaw(x), roof(x));
  const section = (x: number): Section => ({
    bottom: bottom(x),
    halfWidth: profile.halfWidth * plan(x),
    belt: belt(x),
    top: roof(x),
    glassHalfWidth: profile.halfWidth * glass(x),
    crown: profile.crown ?? 0.035,
    bulge: profile.bulge ?? 0.025,
  });
  const height = Math.max(...profile.roof.map((p) => p[1]));
  return { profile, section, height, curve: { roof, belt, bottom } };
}

const within = (x: number, range: readonly [number, number] | null | undefined): boolean => !!range && x >= range[0] && x <= range[1];

function carPaint(profile: CarProfile, paint: string): Loft['paint'] {
  return (x, segment) => {
    if (segment === SEG.under) return { colour: '#141517', material: 'under' };
    if (segment === SEG.lowerRound && profile.cladding) return { colour: TRIM, material: 'trim' };
    const isTop = segment === SEG.topOuter || segment === SEG.topInner;
    if (isTop && (within(x, profile.windscreen) || within(x, profile.rearWindow))) return { colour: GLASS, material: 'glass' };
    if (within(x, profile.openTop) && segment >= SEG.glass) return { colour: '#232426', material: 'interior' };
    if (within(x, profile.bed) && segment >= SEG.topOuter) return { colour: '#2a2c30', material: 'trim' };
    if (segment === SEG.glass) {
      if (profile.sideGlass.some((r) => within(x, r))) return { colour: GLASS, material: 'glass' };
      const first = profile.sideGlass[0];
      const last = profile.sideGlass[profile.sideGlass.length - 1];
      if (first && last && x > first[1] && x < last[0]) return { colour: TRIM, material: 'trim' };
    }
    return { colour: paint, material: 'paint' };
  };
}

export interface VehicleView {
  view: string;
  colour: string;
  random: Random;
}

export interface LoftCarOptions {
  backdrop?: BackdropKind;
  /** Marks added on top of the standard car ones (camper windows, stripes, awning). */
  extraDecals?: (shape: CarShape, surf: ReturnType<typeof surface>) => Decal[];
  /** Extra solids drawn after the body (an over-cab bed, roof boxes). */
  extraSolids?: (shape: CarShape) => Face[][];
  height?: number;
}

export function drawCar(bodyType: string, input: VehicleView): string {
  const profile = CAR_PROFILES[bodyType] ?? CAR_PROFILES.hatchback;
  if (!profile) throw new Error(`No car profile for ${bodyType}`);
  return drawLoftCar(profile, input, { backdrop: input.random() < 0.7 ? 'studio' : 'showroom' });
}

/** A four-wheeled vehicle lofted from a profile: cars, vans and motorhomes. */
export function drawLoftCar(profile: CarProfile, input: VehicleView, options: LoftCarOptions = {}): string {
  const shape = carShape(profile);
  const { random } = input;
  const paint = paintFor(input.colour);
  const L = profile.length;
  const hw = profile.halfWidth;
  const azimuth = azimuthFor(input.view, random);
  const top = options.height ?? shape.height;
  const centre: Vec3 = [L / 2, 0, top * 0.45];
  const eye = orbit(centre, azimuth, L * 2.3, Math.min(1.9, top * 0.62 + between(random, 0.35, 0.6)));
  const camera = makeCamera(eye, centre, boundsOf(-0.02, L + 0.02, -hw - 0.2, hw + 0.2, 0, top));
  const set = backdrop(options.backdrop ?? 'studio', random);
  const lighting = makeLighting(eye, [between(random, -0.6, 0.2), -0.55, 0.85], set.sky, set.ground);
  const scene = createScene(camera, lighting);
  const loft: Loft = {
    stations: stationsBetween(0, L, 0.07, [0.015, 0.035, L - 0.035, L - 0.015, ...profile.roof.map((p) => p[0])]),
    section: shape.section,
    paint: carPaint(profile, paint),
  };
  const [fa, ra] = profile.axles;
  const R = profile.wheelRadius;
  const track = profile.track ?? hw - 0.03;
  footprintShadow(scene, 0.1, L - 0.1, hw - 0.05, [
    [fa, -track + 0.1, 0],
    [ra, -track + 0.1, 0],
  ]);
  const wheel = (x: number, side: -1 | 1) => ({ centre: [x, side * track, R] as Vec3, radius: R, width: 0.23, rimRatio: profile.rimRatio, spokes: profile.spokes, side });
  const headOn = isHeadOn(azimuth);
  drawWheel(scene, wheel(fa, 1));
  drawWheel(scene, wheel(ra, 1));
  if (headOn) {
    drawWheel(scene, wheel(fa, -1));
    drawWheel(scene, wheel(ra, -1));
  }
  drawSolid(scene, carMirror(shape, paint, 1));
  drawSolid(scene, loftFaces(loft));
  const surf = surface(shape.section, 0, L);
  drawDecals(scene, carDecals(shape, surf, paint));
  if (options.extraDecals) drawDecals(scene, options.extraDecals(shape, surf));
  for (const solid of options.extraSolids?.(shape) ?? []) drawSolid(scene, solid);
  if (profile.openTop) drawSolid(scene, cabrioSeats(shape, random() < 0.5 ? '#3a2f2a' : '#b08660'));
  drawSolid(scene, carMirror(shape, paint, -1));
  if (!headOn) {
    drawWheel(scene, wheel(fa, -1));
    drawWheel(scene, wheel(ra, -1));
  }
  return svgDocument(set.defs, set.body + scene.out.join(''));
}
