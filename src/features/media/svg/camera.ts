import { cross, dot, normalize, sub, type Vec2, type Vec3 } from './vec';

export const IMAGE_WIDTH = 1600;
export const IMAGE_HEIGHT = 1200;

/** Where the subject goes in the 1600×1200 frame: large and centred, standing on the floor line. */
export interface Frame {
  maxWidth: number;
  maxHeight: number;
  centreX: number;
  /** Screen y of the lowest projected point (the tyres' contact with the floor). */
  groundY: number;
}

export const DEFAULT_FRAME: Frame = { maxWidth: 1330, maxHeight: 760, centreX: 800, groundY: 985 };

export interface Camera {
  position: Vec3;
  project(point: Vec3): Vec2;
  /** Distance along the view axis: larger is further away (painter's order). */
  depth(point: Vec3): number;
  /** True when a surface with this outward normal at this point faces the camera. */
  faces(normal: Vec3, at: Vec3, threshold?: number): boolean;
}

/**
 * A perspective camera looking from `position` at `target`, rescaled so that the given
 * bounding points fill the frame. The fit keeps every vehicle the same size in the picture.
 */
export function makeCamera(position: Vec3, target: Vec3, bounds: readonly Vec3[], frame: Frame = DEFAULT_FRAME): Camera {
  const forward = normalize(sub(target, position));
  const right = normalize(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  const raw = (p: Vec3): Vec2 => {
    const d = sub(p, position);
    const z = Math.max(0.05, dot(d, forward));
    return [dot(d, right) / z, -dot(d, up) / z];
  };
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const b of bounds) {
    const [x, y] = raw(b);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const s = Math.min(frame.maxWidth / Math.max(1e-6, maxX - minX), frame.maxHeight / Math.max(1e-6, maxY - minY));
  const offsetX = frame.centreX - ((minX + maxX) / 2) * s;
  const offsetY = frame.groundY - maxY * s;
  return {
    position,
    project(p) {
      const [x, y] = raw(p);
      return [x * s + offsetX, y * s + offsetY];
    },
    depth(p) {
      return dot(sub(p, position), forward);
    },
    faces(normal, at, threshold = 0) {
      return dot(normal, normalize(sub(position, at))) > threshold;
    },
  };
}

/**
 * Camera placement around a vehicle by azimuth: 0° looks at its left flank (front on the
 * left of the picture), +90° straight at the nose, -90° straight at the tail.
 */
export function orbit(centre: Vec3, azimuthDeg: number, distance: number, height: number): Vec3 {
  const a = (azimuthDeg * Math.PI) / 180;
  return [centre[0] - Math.sin(a) * distance, centre[1] - Math.cos(a) * distance, height];
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

export function pathOf(points: readonly Vec2[], close = true): string {
  let d = '';
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    if (!p) continue;
    d += `${i === 0 ? 'M' : 'L'}${fmt(p[0])} ${fmt(p[1])}`;
  }
  return close ? `${d}Z` : d;
}

export function convexHull(points: readonly Vec2[]): Vec2[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: Vec2, a: Vec2, b: Vec2) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: Vec2[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && turn(lower[lower.length - 2] as Vec2, lower[lower.length - 1] as Vec2, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Vec2[] = [];
  for (let i = sorted.length - 1; i >= 0; i--) {
    const p = sorted[i] as Vec2;
    while (upper.length >= 2 && turn(upper[upper.length - 2] as Vec2, upper[upper.length - 1] as Vec2, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}
