import { backdrop, svgDocument } from './backdrop';
import { makeCamera, orbit } from './camera';
import { carShape, type VehicleView } from './car';
import type { CarProfile } from './car-profiles';
import { decorColours } from './camper';
import { paintFor, tint } from './colour';
import { loftFaces, SEG, stationsBetween, surface, type Surface } from './loft';
import { createScene, drawDecals, drawSolid, type Decal, type Face, type Scene } from './scene';
import { makeLighting } from './shading';
import { between } from './variation';
import { normalize, type Vec3 } from './vec';
import { azimuthFor, isHeadOn } from './views';
import { boundsOf, boxCorners, boxFaces, footprintShadow, roundedPanel } from './vehicle-kit';
import { drawWheel } from './wheel3d';

const LEFT: Vec3 = [0, -1, 0];

const CARAVAN: CarProfile = {
  length: 5.5, halfWidth: 1.15, wheelRadius: 0.31, rimRatio: 0.6, spokes: 5, axles: [3.2, 3.2], track: 1.0,
  roof: [[0, 1.0], [0.1, 1.6], [0.35, 2.2], [0.7, 2.5], [1.2, 2.6], [5.3, 2.6], [5.5, 2.5]],
  belt: [[0, 1.0], [0.1, 1.5], [0.35, 2.08], [0.7, 2.38], [1.2, 2.48], [5.5, 2.4]],
  bottom: [[0, 0.72], [0.15, 0.47], [0.4, 0.44], [5.3, 0.44], [5.5, 0.52]],
  plan: [[0, 0.82], [0.2, 0.93], [0.6, 0.99], [1.0, 1], [5.4, 1], [5.5, 0.97]],
  glass: [[0, 0.95], [5.5, 0.95]],
  windscreen: [0, 0], rearWindow: null, sideGlass: [], doorGaps: [], bulge: 0.008, crown: 0.03,
};

const VOUWWAGEN: CarProfile = {
  length: 3.4, halfWidth: 0.98, wheelRadius: 0.28, rimRatio: 0.58, spokes: 5, axles: [1.8, 1.8], track: 0.86,
  roof: [[0, 1.02], [0.06, 1.1], [0.2, 1.14], [3.3, 1.14], [3.4, 1.08]],
  belt: [[0, 0.98], [3.4, 0.98]],
  bottom: [[0, 0.5], [0.08, 0.44], [3.3, 0.44], [3.4, 0.5]],
  plan: [[0, 0.94], [0.08, 0.99], [0.2, 1], [3.3, 1], [3.4, 0.98]],
  glass: [[0, 1.0], [3.4, 1.0]],
  windscreen: [0, 0], rearWindow: null, sideGlass: [], doorGaps: [], bulge: 0.006, crown: 0.02,
};

function tube(a: Vec3, b: Vec3, thickness: number, colour: string): Face {
  const h = thickness / 2;
  return { points: [[a[0], a[1], a[2] - h], [b[0], b[1], b[2] - h], [b[0], b[1], b[2] + h], [a[0], a[1], a[2] + h]], colour, material: 'trim', twoSided: true };
}

/** A-frame drawbar with coupling head, jockey wheel and (for caravans) a gas-bottle locker. */
function drawDrawbar(scene: Scene, halfSpread: number, reach: number, locker: string | null): void {
  const z = 0.47;
  const tip: Vec3 = [-reach, 0, z];
  drawSolid(scene, [tube([0.4, -halfSpread, z], tip, 0.1, '#2d3035'), tube([0.4, halfSpread, z], tip, 0.1, '#2d3035')]);
  drawSolid(scene, boxFaces(boxCorners(-reach - 0.28, -reach + 0.05, -0.07, 0.07, z - 0.05, z + 0.1), '#3a3d43', 'metal'));
  const jx = -reach * 0.55;
  drawSolid(scene, boxFaces(boxCorners(jx - 0.03, jx + 0.03, -0.03, 0.03, 0.2, z + 0.2), '#585c63', 'metal'));
  drawWheel(scene, { centre: [jx, -0.04, 0.1], radius: 0.1, width: 0.06, rimRatio: 0.5, spokes: 4, side: -1 });
  if (locker) drawSolid(scene, boxFaces(boxCorners(-reach * 0.45, 0.05, -0.55, 0.55, z + 0.04, z + 0.45), locker, 'paint'));
}

function caravanDecals(shape: ReturnType<typeof carShape>, surf: Surface, colour: string): Decal[] {
  const L = shape.profile.length;
  const side = (x: number, z: number) => surf.side(x, z, 0.007);
  const front = (y: number, z: number) => surf.front(y, z, 0.007);
  const rear = (y: number, z: number) => surf.rear(y, z, 0.007);
  const [main, second] = decorColours(colour);
  const decals: Decal[] = [];
  for (const [x0, x1] of [[0.75, 1.75], [2.2, 2.75], [4.15, 5.1]] as const) {
    decals.push({ points: roundedPanel((u, v) => side(u, v), x0 - 0.03, x1 + 0.03, 1.27, 1.98, 0.1), normal: LEFT, colour: '#2a2d31', flat: true });
    decals.push({ points: roundedPanel((u, v) => side(u, v), x0, x1, 1.3, 1.95, 0.08), normal: LEFT, colour: '#2b3540', material: 'glass' });
  }
  decals.push({ points: [side(0.2, 0.62), side(L - 0.1, 0.62), side(L - 0.1, 0.74), side(0.25, 0.74)], normal: LEFT, colour: main, material: 'paint' });
  decals.push({ points: [side(0.35, 0.8), side(L - 0.1, 0.8), side(L - 0.1, 0.85), side(0.4, 0.85)], normal: LEFT, colour: second, material: 'paint' });
  decals.push({ points: [side(0.5, 2.3), side(L - 0.2, 2.3), side(L - 0.2, 2.36), side(0.55, 2.36)], normal: LEFT, colour: main, material: 'paint' });
  const axle = shape.profile.axles[0];
  const R = shape.profile.wheelRadius;
  const arch: Vec3[] = [];
  for (let i = 0; i <= 14; i++) {
    const a = Math.PI - (i / 14) * Math.PI;
    arch.push(side(axle + Math.cos(a) * (R + 0.08), Math.max(0.45, R + Math.sin(a) * (R + 0.08))));
  }
  decals.push({ points: arch, normal: LEFT, colour: '#0f1012', flat: true });
  const up = normalize([-1, 0, 0.7]);
  decals.push({ points: roundedPanel((u, v) => front(u, v), -0.8, 0.8, 1.35, 1.78, 0.12), normal: up, colour: '#2b3540', material: 'glass' });
  for (const s of [-1, 1]) {
    decals.push({ points: roundedPanel((u, v) => rear(s * u, v), 0.8, 1.05, 0.6, 0.95, 0.04), normal: normalize([1, 0.4 * s, 0]), colour: '#a8101b', material: 'light' });
  }
  decals.push({ points: roundedPanel((u, v) => rear(u, v), -0.7, 0.7, 1.45, 1.95, 0.1), normal: [1, 0, 0], colour: '#2b3540', material: 'glass' });
  decals.push({ points: roundedPanel((u, v) => rear(u, v), -0.26, 0.26, 0.62, 0.73, 0.01), normal: [1, 0, 0], colour: '#f3c21a', flat: true });
  return decals;
}

function vouwwagenDecals(shape: ReturnType<typeof carShape>, surf: Surface, colour: string): Decal[] {
  const L = shape.profile.length;
  const side = (x: number, z: number) => surf.side(x, z, 0.007);
  const rear = (y: number, z: number) => surf.rear(y, z, 0.007);
  const [main] = decorColours(colour);
  const decals: Decal[] = [
    { points: [side(0.1, 0.6), side(L - 0.1, 0.6), side(L - 0.1, 0.66), side(0.1, 0.66)], normal: LEFT, colour: main, material: 'paint' },
    { points: [side(0.1, 0.97), side(L - 0.1, 0.97)], normal: LEFT, colour: '#15171a', flat: true, line: { width: 3 } },
  ];
  for (const x of [0.5, L - 0.5]) decals.push({ points: roundedPanel((u, v) => side(u, v), x - 0.06, x + 0.06, 0.86, 0.96, 0.02), normal: LEFT, colour: '#9aa0a8', material: 'metal' });
  const axle = shape.profile.axles[0];
  const R = shape.profile.wheelRadius;
  const guard: Vec3[] = [];
  for (let i = 0; i <= 14; i++) {
    const a = Math.PI - (i / 14) * Math.PI;
    guard.push(side(axle + Math.cos(a) * (R + 0.1), Math.max(0.45, R + Math.sin(a) * (R + 0.1))));
  }
  decals.push({ points: guard, normal: LEFT, colour: '#0f1012', flat: true });
  for (const s of [-1, 1]) decals.push({ points: roundedPanel((u, v) => rear(s * u, v), 0.6, 0.9, 0.5, 0.62, 0.03), normal: normalize([1, 0.4 * s, 0]), colour: '#a8101b', material: 'light' });
  decals.push({ points: roundedPanel((u, v) => rear(u, v), -0.26, 0.26, 0.6, 0.71, 0.01), normal: [1, 0, 0], colour: '#f3c21a', flat: true });
  return decals;
}

/** Caravans and folding trailers: a lofted box on one axle with a drawbar. */
export function drawTrailer(kind: 'caravan' | 'vouwwagen', input: VehicleView): string {
  const profile = kind === 'caravan' ? CARAVAN : VOUWWAGEN;
  const shape = carShape(profile);
  const { random } = input;
  const paint = paintFor(input.colour);
  const L = profile.length;
  const hw = profile.halfWidth;
  const reach = kind === 'caravan' ? 1.3 : 1.1;
  const azimuth = azimuthFor(input.view, random);
  const height = kind === 'caravan' ? 2.6 : 1.6;
  const centre: Vec3 = [(L - reach) / 2, 0, height * 0.45];
  const eye = orbit(centre, azimuth, (L + reach) * 2.3, kind === 'caravan' ? between(random, 1.6, 1.9) : between(random, 1.5, 1.8));
  const camera = makeCamera(eye, centre, boundsOf(-reach - 0.3, L, -hw - 0.05, hw + 0.05, 0, height));
  const set = backdrop(random() < 0.6 ? 'outdoor' : 'studio', random);
  const scene = createScene(camera, makeLighting(eye, [between(random, -0.6, 0.2), -0.55, 0.85], set.sky, set.ground));
  const axle = profile.axles[0];
  const track = profile.track ?? hw;
  footprintShadow(scene, -0.2, L - 0.1, hw - 0.05, [[axle, -track + 0.1, 0]]);
  const wheel = (side: -1 | 1) => ({ centre: [axle, side * track, profile.wheelRadius] as Vec3, radius: profile.wheelRadius, width: 0.2, rimRatio: profile.rimRatio, spokes: profile.spokes, side });
  const headOn = isHeadOn(azimuth);
  drawWheel(scene, wheel(1));
  if (headOn) drawWheel(scene, wheel(-1));
  const locker = kind === 'caravan' ? tint(paint, 0.08) : null;
  if (azimuth < 0) drawDrawbar(scene, hw * 0.55, reach, locker);
  const lid = kind === 'vouwwagen' ? '#3a3e45' : null;
  drawSolid(
    scene,
    loftFaces({
      stations: stationsBetween(0, L, 0.08, [0.02, 0.05, 0.1, 0.2, L - 0.05, L - 0.02]),
      section: shape.section,
      paint: (_x, segment) => {
        if (segment === SEG.under) return { colour: '#17181a', material: 'under' };
        if (lid && segment >= SEG.ledge) return { colour: lid, material: 'matte' };
        return { colour: paint, material: 'paint' };
      },
    }),
  );
  const surf = surface(shape.section, 0, L);
  drawDecals(scene, kind === 'caravan' ? caravanDecals(shape, surf, input.colour) : vouwwagenDecals(shape, surf, input.colour));
  if (azimuth >= 0) drawDrawbar(scene, hw * 0.55, reach, locker);
  if (!headOn) drawWheel(scene, wheel(-1));
  return svgDocument(set.defs, set.body + scene.out.join(''));
}
