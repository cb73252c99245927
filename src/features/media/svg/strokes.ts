import { pathOf } from './camera';
import type { Scene } from './scene';
import { circle3, length, sub, type Vec3 } from './vec';

/** Pixels per metre around a point, so stroke widths can be given in metres. */
export function pixelsPerMetre(scene: Scene, at: Vec3): number {
  const a = scene.camera.project(at);
  const b = scene.camera.project([at[0], at[1], at[2] + 1]);
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

export interface StrokeStyle {
  colour: string;
  /** Width in metres. */
  width: number;
  cap?: 'round' | 'butt';
  opacity?: number;
  dash?: string;
}

export function strokeLine(scene: Scene, points: readonly Vec3[], style: StrokeStyle, closed = false): void {
  if (points.length < 2) return;
  const first = points[0] as Vec3;
  const px = Math.max(0.6, style.width * pixelsPerMetre(scene, first));
  const extra = `${style.opacity === undefined ? '' : ` opacity="${style.opacity}"`}${style.dash ? ` stroke-dasharray="${style.dash}"` : ''}`;
  scene.out.push(
    `<path d="${pathOf(points.map((p) => scene.camera.project(p)), closed)}" fill="none" stroke="${style.colour}" stroke-width="${px.toFixed(1)}" stroke-linecap="${style.cap ?? 'round'}" stroke-linejoin="round"${extra}/>`,
  );
}

export function fillShape(scene: Scene, points: readonly Vec3[], colour: string, opacity?: number): void {
  if (points.length < 3) return;
  scene.out.push(`<path d="${pathOf(points.map((p) => scene.camera.project(p)))}" fill="${colour}"${opacity === undefined ? '' : ` opacity="${opacity}"`}/>`);
}

/** A circle standing in the bike's plane (x, z) at depth y. */
export function ringXZ(c: Vec3, r: number, steps = 48): Vec3[] {
  return circle3(c, [1, 0, 0], [0, 0, 1], r, steps);
}

/** A quadratic Bézier in 3D, sampled. */
export function curve3(a: Vec3, control: Vec3, b: Vec3, steps = 12): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([u * u * a[0] + 2 * u * t * control[0] + t * t * b[0], u * u * a[1] + 2 * u * t * control[1] + t * t * b[1], u * u * a[2] + 2 * u * t * control[2] + t * t * b[2]]);
  }
  return out;
}

export const distance = (a: Vec3, b: Vec3): number => length(sub(a, b));
