/** Small 3D vector helpers for the drawing engine; tuples keep the hot loops allocation-light. */
export type Vec3 = readonly [number, number, number];
export type Vec2 = readonly [number, number];

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2]);
export function normalize(a: Vec3): Vec3 {
  const l = length(a);
  return l === 0 ? [0, 0, 1] : [a[0] / l, a[1] / l, a[2] / l];
}

export function centroid(points: readonly Vec3[]): Vec3 {
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of points) {
    x += p[0];
    y += p[1];
    z += p[2];
  }
  const n = Math.max(1, points.length);
  return [x / n, y / n, z / n];
}

/** Newell's method: robust for slightly non-planar quads. */
export function polygonNormal(points: readonly Vec3[]): Vec3 {
  let nx = 0;
  let ny = 0;
  let nz = 0;
  for (let i = 0; i < points.length; i++) {
    const a = points[i];
    const b = points[(i + 1) % points.length];
    if (!a || !b) continue;
    nx += (a[1] - b[1]) * (a[2] + b[2]);
    ny += (a[2] - b[2]) * (a[0] + b[0]);
    nz += (a[0] - b[0]) * (a[1] + b[1]);
  }
  return normalize([nx, ny, nz]);
}

export const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** Monotone cubic interpolation through keypoints: smooth body lines without overshoot. */
export function smoothCurve(keys: readonly Vec2[]): (x: number) => number {
  const xs = keys.map((k) => k[0]);
  const ys = keys.map((k) => k[1]);
  const n = keys.length;
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) slopes.push(((ys[i + 1] ?? 0) - (ys[i] ?? 0)) / Math.max(1e-9, (xs[i + 1] ?? 0) - (xs[i] ?? 0)));
  const tangents: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i === 0) tangents.push(slopes[0] ?? 0);
    else if (i === n - 1) tangents.push(slopes[n - 2] ?? 0);
    else {
      const a = slopes[i - 1] ?? 0;
      const b = slopes[i] ?? 0;
      tangents.push(a * b <= 0 ? 0 : (2 * a * b) / (a + b));
    }
  }
  return (x: number) => {
    if (x <= (xs[0] ?? 0)) return ys[0] ?? 0;
    if (x >= (xs[n - 1] ?? 0)) return ys[n - 1] ?? 0;
    let i = 0;
    while (i < n - 2 && x > (xs[i + 1] ?? 0)) i++;
    const x0 = xs[i] ?? 0;
    const h = (xs[i + 1] ?? 0) - x0;
    const t = h === 0 ? 0 : (x - x0) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * (ys[i] ?? 0) +
      (t3 - 2 * t2 + t) * h * (tangents[i] ?? 0) +
      (-2 * t3 + 3 * t2) * (ys[i + 1] ?? 0) +
      (t3 - t2) * h * (tangents[i + 1] ?? 0)
    );
  };
}

/** Points on a circle in a plane spanned by u and v around c. */
export function circle3(c: Vec3, u: Vec3, v: Vec3, r: number, steps: number, from = 0, to = Math.PI * 2): Vec3[] {
  const out: Vec3[] = [];
  const closed = Math.abs(to - from - Math.PI * 2) < 1e-9;
  const count = closed ? steps : steps + 1;
  for (let i = 0; i < count; i++) {
    const a = from + ((to - from) * i) / steps;
    out.push(add(c, add(scale(u, Math.cos(a) * r), scale(v, Math.sin(a) * r))));
  }
  return out;
}
