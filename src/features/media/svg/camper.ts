import { drawLoftCar, type CarShape, type VehicleView } from './car';
import { CAMPER_PROFILES } from './camper-profiles';
import { paintFor, tint } from './colour';
import { loftFaces, stationsBetween, type Surface } from './loft';
import type { Decal, Face } from './scene';
import { smoothCurve, type Vec3 } from './vec';
import { boxCorners, boxFaces, roundedPanel } from './vehicle-kit';

const LEFT: Vec3 = [0, -1, 0];

/** Decor stripes in a colour that stands out from the body. */
export function decorColours(colour: string): [string, string] {
  return colour === 'wit' || colour === 'grijs' ? ['#34465f', '#8a97a8'] : ['#f1f2ef', tint(paintFor(colour), 0.45)];
}

/** Stripes, a roll-out awning, lockers and a fridge vent: what makes a van read as a camper. */
export function camperDecals(shape: CarShape, surf: Surface, colour: string, awning: boolean): Decal[] {
  const { profile, curve } = shape;
  const L = profile.length;
  const side = (x: number, z: number) => surf.side(x, z, 0.007);
  const [main, second] = decorColours(colour);
  const x0 = profile.doorGaps.length > 0 ? 2.15 : 1.85;
  const z = curve.bottom(L / 2) + 0.32;
  const decals: Decal[] = [
    { points: [side(x0, z), side(L - 0.15, z + 0.05), side(L - 0.15, z + 0.17), side(x0 + 0.4, z + 0.1)], normal: LEFT, colour: main, material: 'paint' },
    { points: [side(x0 + 0.6, z + 0.16), side(L - 0.15, z + 0.22), side(L - 0.15, z + 0.27), side(x0 + 0.9, z + 0.2)], normal: LEFT, colour: second, material: 'paint' },
  ];
  const locker = roundedPanel((u, v) => side(u, v), 4.05, 4.75, z + 0.3, z + 0.75, 0.05);
  decals.push({ points: locker, normal: LEFT, colour: tint(paintFor(colour), -0.35), flat: true, line: { width: 2, closed: true } });
  for (let i = 0; i < 5; i++) {
    const vz = 1.7 + i * 0.07;
    decals.push({ points: [side(3.75, vz), side(4.05, vz)], normal: LEFT, colour: '#5a5f66', flat: true, line: { width: 5 } });
  }
  if (awning) {
    const az = curve.roof(L / 2) - 0.1;
    const a: Vec3[] = [side(2.35, az), side(L - 0.35, az)];
    decals.push({ points: a, normal: LEFT, colour: '#b9bfc6', flat: true, line: { width: 16 } });
    decals.push({ points: a, normal: LEFT, colour: '#e7eaee', flat: true, line: { width: 4 } });
  }
  return decals;
}

/** The over-cab bed of an alcove camper: a rounded box above the cab. */
function alcove(shape: CarShape, paint: string): Face[] {
  const bottom = smoothCurve([[0.7, 2.5], [0.85, 2.34], [1.2, 2.28], [2.4, 2.28]]);
  const top = smoothCurve([[0.7, 2.86], [0.85, 3.0], [1.2, 3.06], [2.4, 3.08]]);
  const plan = smoothCurve([[0.7, 0.86], [0.85, 0.95], [1.2, 1.0], [2.4, 1.0]]);
  const hw = shape.profile.halfWidth;
  return loftFaces({
    stations: stationsBetween(0.7, 2.4, 0.08, [0.72, 0.75, 0.8]),
    section: (x) => ({ bottom: bottom(x), halfWidth: hw * plan(x) * 0.97, belt: top(x) - 0.1, top: top(x), glassHalfWidth: hw * plan(x) * 0.92, crown: 0.02, bulge: 0.01 }),
    paint: () => ({ colour: paint, material: 'paint' }),
  });
}

function roofVent(x: number, z: number): Face[] {
  return boxFaces(boxCorners(x, x + 0.5, -0.3, 0.3, z, z + 0.12), '#dfe3e7', 'matte');
}

export function drawCamper(bodyType: 'busmodel' | 'integraal' | 'halfintegraal' | 'alkoof', input: VehicleView): string {
  const profile = CAMPER_PROFILES[bodyType];
  const paint = paintFor(input.colour);
  return drawLoftCar(profile, input, {
    backdrop: input.random() < 0.6 ? 'outdoor' : 'studio',
    height: bodyType === 'busmodel' ? 2.7 : 3.15,
    extraDecals: (shape, surf) => camperDecals(shape, surf, input.colour, true),
    extraSolids: (shape) => {
      const ventZ = shape.curve.roof(4.2) + 0.02;
      return bodyType === 'alkoof' ? [alcove(shape, paint), roofVent(4.2, ventZ)] : [roofVent(4.2, ventZ)];
    },
  });
}
