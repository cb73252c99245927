import { tint } from './colour';
import type { BikeGeometry } from './bicycle-geometry';
import type { Scene } from './scene';
import { curve3, fillShape, ringXZ, strokeLine } from './strokes';
import type { Vec2, Vec3 } from './vec';

export const P = (p: Vec2, y = 0): Vec3 => [p[0], y, p[1]];
const along = (a: Vec2, b: Vec2, t: number): Vec2 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];

/** A tube with a darker edge and a highlight along its top, so thin frames still look round. */
export function tube(scene: Scene, points: readonly Vec3[], width: number, colour: string): void {
  strokeLine(scene, points, { colour: tint(colour, -0.35), width: width + 0.008 });
  strokeLine(scene, points, { colour, width });
  strokeLine(scene, points.map((p) => [p[0], p[1], p[2] + width * 0.22] as Vec3), { colour: tint(colour, 0.4), width: width * 0.25, opacity: 0.8 });
}

export function bikeWheel(scene: Scene, centre: Vec2, r: number, tyre: number, knobby: boolean, disc: boolean): void {
  const c = P(centre);
  if (knobby) strokeLine(scene, ringXZ(c, r - 0.004, 90), { colour: '#26272a', width: 0.02, dash: '5 4' }, true);
  strokeLine(scene, ringXZ(c, r - tyre / 2, 64), { colour: '#1f2023', width: tyre }, true);
  strokeLine(scene, ringXZ(c, r - tyre / 2 + tyre * 0.3, 64), { colour: '#3b3d42', width: tyre * 0.15, opacity: 0.7 }, true);
  const rimR = r - tyre - 0.006;
  strokeLine(scene, ringXZ(c, rimR, 64), { colour: '#aeb4bb', width: 0.016 }, true);
  const spokes = 28;
  let d = '';
  for (let i = 0; i < spokes; i++) {
    const a = (i / spokes) * Math.PI * 2;
    const hubA = a + (i % 2 ? 0.25 : -0.25);
    const h = scene.camera.project([c[0] + Math.cos(hubA) * 0.025, 0, c[2] + Math.sin(hubA) * 0.025]);
    const e = scene.camera.project([c[0] + Math.cos(a) * rimR, 0, c[2] + Math.sin(a) * rimR]);
    d += `M${h[0].toFixed(1)} ${h[1].toFixed(1)}L${e[0].toFixed(1)} ${e[1].toFixed(1)}`;
  }
  scene.out.push(`<path d="${d}" stroke="#9aa0a7" stroke-width="1.4" fill="none"/>`);
  if (disc) strokeLine(scene, ringXZ([c[0], -0.04, c[2]], 0.075, 32), { colour: '#b9bec4', width: 0.018 }, true);
  fillShape(scene, ringXZ([c[0], -0.03, c[2]], 0.03, 16), '#6c7077');
}

export function mudguard(scene: Scene, centre: Vec2, r: number, from: number, to: number, colour: string): void {
  const pts: Vec3[] = [];
  for (let i = 0; i <= 20; i++) {
    const a = from + ((to - from) * i) / 20;
    pts.push([centre[0] + Math.cos(a) * (r + 0.025), 0, centre[1] + Math.sin(a) * (r + 0.025)]);
  }
  strokeLine(scene, pts, { colour: tint(colour, -0.3), width: 0.05 });
  strokeLine(scene, pts, { colour, width: 0.04 });
}

export function drawFrame(scene: Scene, g: BikeGeometry, colour: string): void {
  const w = g.tube;
  const rear: Vec2 = [0, g.rearR];
  const { bb, seatTop, headTop, headBottom } = g;
  tube(scene, [P(bb), P(rear)], w * 0.6, colour);
  tube(scene, [P(along(seatTop, bb, 0.08)), P(rear)], w * 0.55, colour);
  const seatTubeTop = g.frame === 'recumbent' ? bb : seatTop;
  if (g.frame !== 'recumbent' && g.frame !== 'folding') tube(scene, [P(bb), P(seatTubeTop)], w, colour);
  tube(scene, [P(headTop), P(headBottom)], w * 1.25, colour);
  switch (g.frame) {
    case 'diamond':
    case 'bmx':
      tube(scene, [P(along(seatTop, bb, 0.06)), P(along(headTop, headBottom, 0.15))], w, colour);
      tube(scene, [P(bb), P(along(headBottom, headTop, 0.12))], w * 1.15, colour);
      break;
    case 'step': {
      const low: Vec2 = [bb[0] + 0.22, bb[1] + 0.05];
      tube(scene, curve3(P(bb), P(low), P(along(headBottom, headTop, 0.1))), w * 1.15, colour);
      tube(scene, curve3(P(along(bb, seatTop, 0.45)), P([low[0] + 0.12, low[1] + 0.2]), P(along(headBottom, headTop, 0.55))), w * 0.9, colour);
      break;
    }
    case 'cruiser': {
      tube(scene, curve3(P(along(seatTop, bb, 0.1)), P([bb[0] + 0.2, seatTop[1] + 0.05]), P(along(headTop, headBottom, 0.15))), w, colour);
      tube(scene, curve3(P(bb), P([bb[0] + 0.3, bb[1] + 0.05]), P(along(headBottom, headTop, 0.1))), w * 1.1, colour);
      tube(scene, curve3(P(along(bb, seatTop, 0.4)), P([bb[0] + 0.3, bb[1] + 0.35]), P(along(headBottom, headTop, 0.55))), w * 0.8, colour);
      break;
    }
    case 'folding': {
      const postBase: Vec2 = [bb[0] - 0.03, bb[1] + 0.12];
      tube(scene, [P(bb), P(postBase)], w, colour);
      tube(scene, curve3(P(postBase), P([0.62, 0.38]), P(headBottom)), w * 1.3, colour);
      strokeLine(scene, [P([0.62, 0.36], -0.03), P([0.62, 0.43], -0.03)], { colour: '#2a2c30', width: 0.05 });
      break;
    }
    case 'bakfiets': {
      tube(scene, [P(bb), P(headBottom)], w * 1.1, colour);
      tube(scene, [P(bb), P([0.95, 0.4]), P([g.frontAxle - 0.1, 0.42])], w * 1.1, colour);
      tube(scene, [P([g.frontAxle - 0.12, 0.42]), P([g.frontAxle - 0.04, 0.6]), P([g.frontAxle, g.frontR])], w * 0.8, colour);
      strokeLine(scene, [P(headBottom, -0.05), P([1.6, 0.38], -0.05)], { colour: '#3a3d42', width: 0.012 });
      break;
    }
    case 'recumbent':
      tube(scene, [P([0.05, g.rearR + 0.04]), P([0.55, 0.42]), P(headBottom), P(bb)], w, colour);
      break;
    case 'tandem': {
      const fb = g.frontBb ?? [1.2, 0.28];
      const frontSeat: Vec2 = [fb[0] - 0.15, 0.84];
      tube(scene, [P(seatTop), P(frontSeat), P(along(headTop, headBottom, 0.1))], w, colour);
      tube(scene, [P(bb), P(fb)], w, colour);
      tube(scene, [P(fb), P(frontSeat)], w, colour);
      tube(scene, [P(fb), P(headBottom)], w * 1.1, colour);
      tube(scene, [P(bb), P(frontSeat)], w * 0.8, colour);
      break;
    }
  }
}

export function drawFork(scene: Scene, g: BikeGeometry, colour: string): void {
  const axle: Vec2 = [g.frontAxle, g.frontR];
  if (g.frame === 'bakfiets') {
    tube(scene, [P(g.headBottom), P(along(g.headBottom, g.headTop, -0.25))], g.tube, colour);
    return;
  }
  if (g.fork === 'suspension') {
    const mid = along(g.headBottom, axle, 0.5);
    strokeLine(scene, [P(g.headBottom, -0.02), P(mid, -0.02)], { colour: '#c9cdd2', width: 0.036 });
    strokeLine(scene, [P(along(g.headBottom, axle, 0.42), -0.02), P(axle, -0.02)], { colour: '#2b2d31', width: 0.05 });
    return;
  }
  tube(scene, curve3(P(g.headBottom), P(along(g.headBottom, axle, 0.7)), P([axle[0] + 0.03, axle[1]])), g.tube * 0.8, colour);
}

export function drawDrivetrain(scene: Scene, g: BikeGeometry, colour: string, near: boolean): void {
  const y = near ? -0.07 : 0.07;
  const cranks: Vec2[] = [g.bb, ...(g.frontBb ? [g.frontBb] : [])];
  for (const bb of cranks) {
    const angle = near ? -1.1 : -1.1 + Math.PI;
    const pedal: Vec2 = [bb[0] + Math.cos(angle) * 0.17, bb[1] + Math.sin(angle) * 0.17];
    if (near) {
      fillShape(scene, ringXZ(P(bb, y + 0.01), 0.1, 36), '#3c3f44');
      fillShape(scene, ringXZ(P(bb, y), 0.085, 36), '#2a2c30');
      fillShape(scene, ringXZ(P(bb, y - 0.005), 0.03, 16), '#8c9197');
    }
    strokeLine(scene, [P(bb, y - 0.01), P(pedal, y - 0.01)], { colour: '#2e3035', width: 0.03 });
    strokeLine(scene, [P([pedal[0] - 0.05, pedal[1]], y - 0.05), P([pedal[0] + 0.05, pedal[1]], y - 0.05)], { colour: '#1c1d20', width: 0.028, cap: 'butt' });
  }
  if (!near) return;
  const cog: Vec2 = [0, g.rearR];
  const front = cranks[cranks.length - 1] ?? g.bb;
  const chain = (dz: number, r: number): [Vec3, Vec3] => [P([front[0], front[1] + dz * 0.1], -0.06), P([cog[0], cog[1] + dz * r], -0.06)];
  if (g.chainGuard) {
    const top = chain(1, 0.06);
    const bottom = chain(-1, 0.06);
    fillShape(scene, [top[0], top[1], [top[1][0] - 0.06, top[1][1], top[1][2] - 0.02], [bottom[1][0] - 0.06, bottom[1][1], bottom[1][2] + 0.02], bottom[1], bottom[0], [front[0] + 0.12, -0.06, front[1]]], tint(colour, -0.1));
    return;
  }
  strokeLine(scene, chain(1, 0.045), { colour: '#4e5156', width: 0.01 });
  strokeLine(scene, chain(-1, 0.045), { colour: '#4e5156', width: 0.01 });
  fillShape(scene, ringXZ([0, -0.06, g.rearR], 0.05, 20), '#5d6167');
}
