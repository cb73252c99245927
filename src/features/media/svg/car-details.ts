import type { CarShape } from './car';
import { tint } from './colour';
import type { Surface } from './loft';
import type { Decal, Face } from './scene';
import { normalize, type Vec3 } from './vec';
import { boxFaces, roundedPanel } from './vehicle-kit';

const LEFT: Vec3 = [0, -1, 0];
const HEADLAMP = '#dfe5ec';
const TAIL = '#a8101b';
const DARK = '#0d0e10';
const PLATE = '#f3c21a';

const frontNormal = (y: number): Vec3 => normalize([-1, 0.45 * Math.sign(y), 0]);
const rearNormal = (y: number): Vec3 => normalize([1, 0.45 * Math.sign(y), 0]);

function arc(map: (x: number, z: number) => Vec3, cx: number, cz: number, r: number, from: number, to: number, steps = 14): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = from + ((to - from) * i) / steps;
    out.push(map(cx + Math.cos(a) * r, cz + Math.sin(a) * r));
  }
  return out;
}

/** Lamps, grille, plates, door gaps, handles and wheel arches laid onto a car body. */
export function carDecals(shape: CarShape, surf: Surface, paint: string): Decal[] {
  const { profile, curve } = shape;
  const L = profile.length;
  const hw = profile.halfWidth;
  const R = profile.wheelRadius;
  const decals: Decal[] = [];
  const side = (x: number, z: number) => surf.side(x, z, 0.006);
  const gapColour = tint(paint, -0.6);

  for (const axle of profile.axles) {
    const bottomAt = curve.bottom(axle);
    const from = -0.02;
    const to = Math.PI + 0.02;
    if (profile.cladding) {
      const outer = arc(side, axle, R, R + 0.14, from - 0.1, to + 0.1);
      decals.push({ points: [side(axle + R + 0.16, bottomAt), ...outer, side(axle - R - 0.16, bottomAt)], normal: LEFT, colour: '#26282c', material: 'trim' });
    }
    const inner = arc(side, axle, R, R + 0.055, from, to);
    decals.push({ points: [side(axle + R + 0.055, bottomAt + 0.005), ...inner, side(axle - R - 0.055, bottomAt + 0.005)], normal: LEFT, colour: DARK, flat: true });
  }
  if (profile.cladding) {
    const [fa, ra] = profile.axles;
    const z0 = curve.bottom((fa + ra) / 2);
    decals.push({ points: [side(fa + R + 0.1, z0), side(ra - R - 0.1, z0), side(ra - R - 0.1, z0 + 0.14), side(fa + R + 0.1, z0 + 0.14)], normal: LEFT, colour: '#26282c', material: 'trim' });
  }

  for (const x of profile.doorGaps) {
    const top = curve.belt(x);
    const bottom = curve.bottom(x) + 0.06;
    decals.push({ points: [side(x + 0.03, bottom), side(x, (bottom + top) / 2), side(x - 0.02, top - 0.01)], normal: LEFT, colour: gapColour, flat: true, line: { width: 2.2 } });
  }
  const gaps = profile.doorGaps;
  for (let i = 0; i + 1 < gaps.length; i++) {
    const x = (gaps[i + 1] ?? 0) - 0.3;
    const z = curve.belt(x) - 0.09;
    decals.push({ points: roundedPanel((u, v) => side(u, v), x - 0.08, x + 0.08, z - 0.02, z + 0.02, 0.015), normal: LEFT, colour: tint(paint, -0.18), material: 'paint' });
  }
  if (profile.slidingDoor) {
    const [s0, s1] = profile.slidingDoor;
    const top = curve.roof(s0) - 0.25;
    for (const x of [s0, s1]) {
      decals.push({ points: [side(x, curve.bottom(x) + 0.05), side(x, top)], normal: LEFT, colour: gapColour, flat: true, line: { width: 2.2 } });
    }
    decals.push({ points: [side(s0 + 0.1, curve.belt(s0) - 0.05), side(L - 0.05, curve.belt(s0) - 0.05)], normal: LEFT, colour: gapColour, flat: true, line: { width: 1.6 } });
  }
  for (const [x0, x1, z0, z1] of profile.windows ?? []) {
    decals.push({ points: roundedPanel((u, v) => side(u, v), x0 - 0.025, x1 + 0.025, z0 - 0.025, z1 + 0.025, 0.08), normal: LEFT, colour: '#121417', flat: true });
    decals.push({ points: roundedPanel((u, v) => side(u, v, ), x0, x1, z0, z1, 0.06), normal: LEFT, colour: '#1c2631', material: 'glass' });
  }
  if (profile.roofRails) {
    const [r0, r1] = profile.roofRails;
    const rail: Vec3[] = [];
    for (let x = r0; x <= r1 + 1e-6; x += (r1 - r0) / 8) rail.push([x, -shape.section(x).glassHalfWidth + 0.1, curve.roof(x) + 0.045]);
    decals.push({ points: rail, normal: normalize([0, -0.3, 1]), colour: '#2b2d31', flat: true, line: { width: 7 } });
  }

  const headZ = curve.belt(0.35);
  const noseBottom = curve.bottom(0.05);
  const h = headZ - noseBottom;
  decals.push({ points: [side(0.06, headZ - 0.13), side(0.42, headZ - 0.04), side(0.46, headZ - 0.08), side(0.1, headZ - 0.17)], normal: LEFT, colour: HEADLAMP, material: 'light' });
  const tailZ = profile.tailZ ?? curve.belt(L - 0.3);
  decals.push({ points: [side(L - 0.04, tailZ - 0.16), side(L - 0.34, tailZ - 0.13), side(L - 0.36, tailZ - 0.05), side(L - 0.03, tailZ - 0.05)], normal: LEFT, colour: TAIL, material: 'light' });

  const front = (y: number, z: number) => surf.front(y, z, 0.006);
  for (const s of [-1, 1]) {
    const lamp = [front(s * 0.42 * hw, headZ - 0.16), front(s * 0.86 * hw, headZ - 0.12), front(s * 0.9 * hw, headZ - 0.05), front(s * 0.46 * hw, headZ - 0.08)];
    decals.push({ points: lamp, normal: frontNormal(s), colour: HEADLAMP, material: 'light' });
    decals.push({ points: [front(s * 0.48 * hw, headZ - 0.145), front(s * 0.84 * hw, headZ - 0.11)], normal: frontNormal(s), colour: '#ffffff', flat: true, line: { width: 3 } });
    decals.push({ points: roundedPanel((u, v) => front(s * u, v), 0.66 * hw, 0.76 * hw, headZ - 0.12, headZ - 0.08, 0.02), normal: frontNormal(s), colour: '#f7fbff', flat: true });
    decals.push({ points: roundedPanel((u, v) => front(s * u, v), 0.68 * hw, 0.8 * hw, noseBottom + 0.1, noseBottom + 0.16, 0.03), normal: frontNormal(s), colour: '#202226', flat: true });
  }
  const grille = roundedPanel((u, v) => front(u, v), -0.36 * hw, 0.36 * hw, headZ - h * 0.42, headZ - 0.06, 0.04);
  decals.push({ points: grille, normal: [-1, 0, 0], colour: '#17191c', flat: true });
  for (let i = 1; i < 4; i++) {
    const z = headZ - 0.06 - ((h * 0.36) * i) / 4;
    decals.push({ points: [front(-0.34 * hw, z), front(0.34 * hw, z)], normal: [-1, 0, 0], colour: '#3a3d42', flat: true, line: { width: 2 } });
  }
  decals.push({ points: roundedPanel((u, v) => front(u, v), -0.6 * hw, 0.6 * hw, noseBottom + 0.03, noseBottom + h * 0.22, 0.04), normal: [-1, 0, 0], colour: '#1b1d20', flat: true });
  decals.push({ points: roundedPanel((u, v) => front(u, v), -0.26, 0.26, noseBottom + h * 0.26, noseBottom + h * 0.26 + 0.11, 0.01), normal: [-1, 0, 0], colour: PLATE, flat: true });
  decals.push({ points: roundedPanel((u, v) => front(u, v), -0.26, -0.21, noseBottom + h * 0.26, noseBottom + h * 0.26 + 0.11, 0.008), normal: [-1, 0, 0], colour: '#1d3f9a', flat: true });

  const rear = (y: number, z: number) => surf.rear(y, z, 0.006);
  const rearBottom = curve.bottom(L - 0.05);
  const rh = tailZ - rearBottom;
  const boxy = profile.rearDoors === true;
  for (const s of [-1, 1]) {
    const lamp = boxy
      ? roundedPanel((u, v) => rear(s * u, v), 0.86 * hw, 0.97 * hw, rearBottom + 0.3, rearBottom + 0.8, 0.03)
      : [rear(s * 0.5 * hw, tailZ - 0.15), rear(s * 0.93 * hw, tailZ - 0.17), rear(s * 0.95 * hw, tailZ - 0.04), rear(s * 0.5 * hw, tailZ - 0.06)];
    decals.push({ points: lamp, normal: rearNormal(s), colour: TAIL, material: 'light' });
  }
  decals.push({ points: roundedPanel((u, v) => rear(u, v), -0.9 * hw, 0.9 * hw, rearBottom, rearBottom + Math.min(0.12, rh * 0.18), 0.03), normal: [1, 0, 0], colour: '#222428', material: 'trim' });
  const plateZ = rearBottom + rh * 0.42;
  decals.push({ points: roundedPanel((u, v) => rear(u, v), -0.26, 0.26, plateZ, plateZ + 0.11, 0.01), normal: [1, 0, 0], colour: PLATE, flat: true });
  decals.push({ points: roundedPanel((u, v) => rear(u, v), 0.21, 0.26, plateZ, plateZ + 0.11, 0.008), normal: [1, 0, 0], colour: '#1d3f9a', flat: true });
  if (boxy) {
    const top = curve.roof(L - 0.1);
    decals.push({ points: [rear(0, rearBottom + 0.15), rear(0, top - 0.08)], normal: [1, 0, 0], colour: gapColour, flat: true, line: { width: 2.2 } });
    for (const s of [-1, 1]) {
      decals.push({ points: roundedPanel((u, v) => rear(s * u, v), 0.08, 0.78 * hw, top - 0.62, top - 0.16, 0.05), normal: rearNormal(s), colour: '#1c2631', material: 'glass' });
    }
  } else if (profile.bed) {
    decals.push({ points: [rear(-0.9 * hw, tailZ - 0.05), rear(0.9 * hw, tailZ - 0.05)], normal: [1, 0, 0], colour: gapColour, flat: true, line: { width: 2.2 } });
  }
  return decals;
}

/** A door mirror on the left (−1) or right (+1) side. */
export function carMirror(shape: CarShape, paint: string, side: -1 | 1): Face[] {
  const { profile, curve } = shape;
  const x = profile.windscreen[0] + 0.16;
  const z = curve.belt(x) + 0.03;
  const inner = shape.section(x).halfWidth * 0.9;
  const outer = profile.halfWidth + 0.17;
  const c: Vec3[] = [
    [x, side * inner, z],
    [x + 0.12, side * inner, z],
    [x + 0.11, side * outer, z + 0.01],
    [x + 0.03, side * outer, z + 0.01],
    [x, side * inner, z + 0.13],
    [x + 0.12, side * inner, z + 0.13],
    [x + 0.11, side * outer, z + 0.12],
    [x + 0.03, side * outer, z + 0.12],
  ];
  const ordered = side === -1 ? c : [c[3], c[2], c[1], c[0], c[7], c[6], c[5], c[4]].filter((p): p is Vec3 => p !== undefined);
  return boxFaces(ordered, paint, 'paint', { rear: { colour: '#3c4650', material: 'glass' } });
}

/** Seat backs and head rests showing above the doors of an open car. */
export function cabrioSeats(shape: CarShape, leather: string): Face[] {
  const { profile, curve } = shape;
  const open = profile.openTop;
  if (!open) return [];
  const faces: Face[] = [];
  const rows = [open[0] + 0.45, open[0] + 1.05];
  for (const x of rows) {
    const z0 = curve.belt(x) - 0.01;
    for (const s of [-1, 1]) {
      const yc = s * 0.4;
      const back = (dx: number, y: number, z: number): Vec3 => [x + dx + (z - z0) * 0.3, yc + y, z];
      const slabAt = (y0: number, y1: number, za: number, zb: number) => [back(0, y0, za), back(0.09, y0, za), back(0.09, y1, za), back(0, y1, za), back(0, y0 + 0.02, zb), back(0.09, y0 + 0.02, zb), back(0.09, y1 - 0.02, zb), back(0, y1 - 0.02, zb)];
      faces.push(...boxFaces(slabAt(-0.24, 0.24, z0, z0 + 0.3), leather, 'interior'));
      faces.push(...boxFaces(slabAt(-0.11, 0.11, z0 + 0.33, z0 + 0.46), leather, 'interior'));
    }
  }
  return faces;
}
