import type { Face } from './scene';
import type { Material } from './shading';
import { centroid, dot, polygonNormal, sub, type Vec2, type Vec3 } from './vec';

/**
 * A vehicle body is lofted from cross-sections along its length (x, metres from the nose).
 * Each section is a rounded box: a lower body up to the beltline, then a narrower
 * greenhouse (tumblehome) up to the top with a slight crown.
 */
export interface Section {
  bottom: number;
  halfWidth: number;
  belt: number;
  top: number;
  glassHalfWidth: number;
  crown: number;
  /** How far the lower flank bulges out at mid height (0 = straight box sides). */
  bulge?: number;
}

/** Index of each segment of a half contour, from the underside up to the crown. */
export const SEG = { under: 0, lowerRound: 1, lowerSide: 2, upperSide: 3, shoulder: 4, ledge: 5, glass: 6, corner: 7, topOuter: 8, topInner: 9 } as const;

/** The half contour (y ≥ 0) of a section, 11 points from the bottom centre to the top centre. */
export function halfContour(s: Section): Vec2[] {
  const wb = s.halfWidth;
  const h = Math.max(0.01, s.belt - s.bottom);
  const g = Math.max(0, s.top - s.belt);
  const corner = Math.min(0.08, g * 0.45);
  const bulge = s.bulge ?? 0.02;
  const roundBottom = Math.min(0.1, h * 0.2);
  const p7: Vec2 = [Math.min(wb * (1 - bulge), s.glassHalfWidth + corner * 0.6), s.belt + Math.max(0, g - corner)];
  const p5: Vec2 = [wb * (1 - bulge * 2.2), s.belt];
  return [
    [0, s.bottom],
    [wb * 0.9, s.bottom],
    [wb * (1 - bulge * 0.8), s.bottom + roundBottom],
    [wb, s.bottom + h * 0.5],
    [wb * (1 - bulge * 0.6), s.belt - h * 0.12],
    p5,
    [p5[0] + (p7[0] - p5[0]) * 0.08, p5[1] + (p7[1] - p5[1]) * 0.08],
    p7,
    [Math.max(0, s.glassHalfWidth - corner * 0.25), s.top],
    [s.glassHalfWidth * 0.55, s.top + s.crown * 0.75],
    [0, s.top + s.crown],
  ];
}

export type Paint = (x: number, segment: number) => { colour: string; material: Material; flat?: boolean };

export interface Loft {
  stations: readonly number[];
  section: (x: number) => Section;
  paint: Paint;
  /** Colour of the flat end caps, when the ends are open boxes (trailers). */
  capPaint?: { colour: string; material: Material };
  yOffset?: number;
}

function fullContour(x: number, s: Section, yOffset: number): Vec3[] {
  const half = halfContour(s);
  const left = half.map(([y, z]): Vec3 => [x, yOffset - y, z]);
  const right: Vec3[] = [];
  for (let i = half.length - 2; i >= 1; i--) {
    const p = half[i];
    if (p) right.push([x, yOffset + p[0], p[1]]);
  }
  return [...left, ...right];
}

/** Segment index (0..9) of a full-contour segment, the same on both flanks. */
function segmentOf(index: number, halfSegments: number): number {
  return index < halfSegments ? index : 2 * halfSegments - 1 - index;
}

export function loftFaces(loft: Loft): Face[] {
  const faces: Face[] = [];
  const yOffset = loft.yOffset ?? 0;
  const contours = loft.stations.map((x) => ({ x, section: loft.section(x), points: fullContour(x, loft.section(x), yOffset) }));
  const halfSegments = 10;
  for (let i = 0; i < contours.length - 1; i++) {
    const a = contours[i];
    const b = contours[i + 1];
    if (!a || !b) continue;
    const xm = (a.x + b.x) / 2;
    const axis: Vec3 = [xm, yOffset, (a.section.bottom + a.section.top) / 2];
    const n = a.points.length;
    for (let k = 0; k < n; k++) {
      const p0 = a.points[k];
      const p1 = a.points[(k + 1) % n];
      const q0 = b.points[k];
      const q1 = b.points[(k + 1) % n];
      if (!p0 || !p1 || !q0 || !q1) continue;
      const points = [p0, p1, q1, q0];
      let normal = polygonNormal(points);
      if (dot(normal, sub(centroid(points), axis)) < 0) normal = [-normal[0], -normal[1], -normal[2]];
      const look = loft.paint(xm, segmentOf(k, halfSegments));
      faces.push({ points, normal, ...look });
    }
  }
  const first = contours[0];
  const last = contours[contours.length - 1];
  if (first && last) {
    const capFront = loft.capPaint ?? loft.paint(first.x, SEG.upperSide);
    const capRear = loft.capPaint ?? loft.paint(last.x, SEG.upperSide);
    faces.push({ points: first.points, normal: [-1, 0, 0], ...capFront });
    faces.push({ points: last.points, normal: [1, 0, 0], ...capRear });
  }
  return faces;
}

function insideHalf(contour: readonly Vec2[], y: number, z: number): boolean {
  let inside = false;
  for (let i = 0, j = contour.length - 1; i < contour.length; j = i++) {
    const a = contour[i];
    const b = contour[j];
    if (!a || !b) continue;
    if (a[1] > z !== b[1] > z && y < ((b[0] - a[0]) * (z - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/**
 * Surface queries used to lay marks (lamps, grilles, door gaps) onto the lofted body so they
 * follow its curvature. `y` and offsets are measured outwards from the centre line.
 */
export function surface(section: (x: number) => Section, x0: number, x1: number) {
  const outerY = (x: number, z: number): number | undefined => {
    const half = halfContour(section(x));
    let best: number | undefined;
    for (let i = 0; i < half.length - 1; i++) {
      const a = half[i];
      const b = half[i + 1];
      if (!a || !b) continue;
      if ((a[1] - z) * (b[1] - z) > 0 || a[1] === b[1]) continue;
      const t = (z - a[1]) / (b[1] - a[1]);
      const y = a[0] + (b[0] - a[0]) * t;
      best = best === undefined ? y : Math.max(best, y);
    }
    return best;
  };
  /** The first station from the nose (or tail) whose section contains (y, z); the end itself when none does nearby. */
  const endX = (y: number, z: number, fromFront: boolean): number => {
    const step = 0.01;
    const limit = Math.min(0.6, x1 - x0);
    for (let travelled = 0; travelled <= limit; travelled += step) {
      const x = fromFront ? x0 + travelled : x1 - travelled;
      if (insideHalf(halfContour(section(x)), Math.abs(y), z)) return x;
    }
    return fromFront ? x0 : x1;
  };
  return {
    /** A point on the left flank (−y, the side the camera sees) at (x, z), pushed out a little. */
    side(x: number, z: number, out = 0.004): Vec3 {
      const y = outerY(x, z) ?? section(x).halfWidth;
      return [x, -(y + out), z];
    },
    front(y: number, z: number, out = 0.004): Vec3 {
      return [endX(y, z, true) - out, y, z];
    },
    rear(y: number, z: number, out = 0.004): Vec3 {
      return [endX(y, z, false) + out, y, z];
    },
  };
}

export type Surface = ReturnType<typeof surface>;

/** Station positions: a regular step plus extra stations where the shape changes quickly. */
export function stationsBetween(x0: number, x1: number, step: number, extra: readonly number[] = []): number[] {
  const set = new Set<number>();
  for (let x = x0; x < x1; x += step) set.add(Math.round(x * 1000) / 1000);
  set.add(x1);
  for (const e of extra) if (e > x0 && e < x1) set.add(Math.round(e * 1000) / 1000);
  return [...set].sort((a, b) => a - b);
}
