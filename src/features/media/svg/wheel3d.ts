import { convexHull, pathOf } from './camera';
import { shade } from './shading';
import type { Scene } from './scene';
import { add, circle3, type Vec3 } from './vec';

export interface Wheel3d {
  /** Axle centre on the outer face of the tyre. */
  centre: Vec3;
  radius: number;
  width: number;
  rimRatio: number;
  spokes: number;
  /** −1 for a wheel on the left flank (its outer face points to −y), +1 on the right. */
  side: -1 | 1;
  rimColour?: string;
}

const TYRE = '#1d1f22';

/**
 * A tyre as a short cylinder (inner disc, tread hull, outer sidewall) with a spoked rim, so
 * the same wheel reads correctly from the side, at three-quarters and head-on.
 */
export function drawWheel(scene: Scene, w: Wheel3d): void {
  const { camera } = scene;
  const ux: Vec3 = [1, 0, 0];
  const uz: Vec3 = [0, 0, 1];
  const inner = add(w.centre, [0, -w.side * w.width, 0]);
  const steps = 40;
  const outerRing = circle3(w.centre, ux, uz, w.radius, steps);
  const innerRing = circle3(inner, ux, uz, w.radius, steps);
  const outerNormal: Vec3 = [0, w.side, 0];
  const outerVisible = camera.faces(outerNormal, w.centre, 0.02);
  scene.out.push(`<path d="${pathOf(innerRing.map((p) => camera.project(p)))}" fill="#121315"/>`);
  const hull = convexHull([...outerRing, ...innerRing].map((p) => camera.project(p)));
  scene.out.push(`<path d="${pathOf(hull)}" fill="${TYRE}"/>`);
  if (!outerVisible) return;
  const sidewall = shade('#2a2c30', 'rubber', outerNormal, w.centre, scene.lighting);
  scene.out.push(`<path d="${pathOf(outerRing.map((p) => camera.project(p)))}" fill="${sidewall}"/>`);
  const rimCentre = add(w.centre, [0, -w.side * 0.012, 0]);
  const rimR = w.radius * w.rimRatio;
  const rimBase = w.rimColour ?? '#b8bec6';
  const rimColour = shade(rimBase, 'metal', outerNormal, w.centre, scene.lighting);
  const ring = (r: number, at = rimCentre) => pathOf(circle3(at, ux, uz, r, steps).map((p) => camera.project(p)));
  scene.out.push(`<path d="${ring(rimR)}" fill="${rimColour}"/>`);
  const deep = add(rimCentre, [0, -w.side * 0.06, 0]);
  scene.out.push(`<path d="${ring(rimR * 0.9, deep)}" fill="#2b2e33"/>`);
  scene.out.push(`<path d="${ring(rimR * 0.62, deep)}" fill="#6f737a"/>`);
  const spokeColour = shade(rimBase, 'metal', [0, w.side * 0.9, 0.3], w.centre, scene.lighting);
  for (let i = 0; i < w.spokes; i++) {
    const a = (i / w.spokes) * Math.PI * 2 + 0.3;
    const spread = Math.PI / w.spokes / (w.spokes > 8 ? 1.4 : 2.2);
    const at = (angle: number, r: number): Vec3 => add(rimCentre, [Math.cos(angle) * r, 0, Math.sin(angle) * r]);
    const spoke = [at(a - spread * 0.5, rimR * 0.28), at(a - spread, rimR * 0.92), at(a + spread, rimR * 0.92), at(a + spread * 0.5, rimR * 0.28)];
    scene.out.push(`<path d="${pathOf(spoke.map((p) => camera.project(p)))}" fill="${spokeColour}"/>`);
  }
  scene.out.push(`<path d="${ring(rimR * 0.3)}" fill="${rimColour}"/>`);
  scene.out.push(`<path d="${ring(rimR * 0.12)}" fill="#3a3d42"/>`);
  scene.out.push(`<path d="${ring(rimR)}" fill="none" stroke="#e4e8ec" stroke-width="2.5" opacity="0.8"/>`);
}
