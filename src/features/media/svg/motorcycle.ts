import { backdrop, svgDocument } from './backdrop';
import { makeCamera, orbit } from './camera';
import type { VehicleView } from './car';
import { paintFor, tint } from './colour';
import { MOTO_SPECS, type MotoSpec } from './motorcycle-specs';
import { createScene, drawSolid, type Face, type Scene } from './scene';
import { makeLighting } from './shading';
import { curve3, fillShape, strokeLine } from './strokes';
import { between } from './variation';
import { circle3, type Vec2, type Vec3 } from './vec';
import { azimuthFor, isHeadOn } from './views';
import { boundsOf, footprintShadow, slab } from './vehicle-kit';
import { drawWheel } from './wheel3d';

interface Item {
  anchor: Vec3;
  draw: () => void;
}

const P = (p: Vec2, y = 0): Vec3 => [p[0], y, p[1]];
const CHROME = '#c4c9cf';
const BLACK = '#1d1f23';

function arcPoints(c: Vec2, r: number, from: number, to: number, y: number): Vec3[] {
  const out: Vec3[] = [];
  for (let i = 0; i <= 14; i++) {
    const a = from + ((to - from) * i) / 14;
    out.push([c[0] + Math.cos(a) * r, y, c[1] + Math.sin(a) * r]);
  }
  return out;
}

function wheelItems(scene: Scene, m: MotoSpec, x: number, r: number, w: number, y: number, disc: boolean): Item {
  return {
    anchor: [x, y, r],
    draw: () => {
      drawWheel(scene, { centre: [x, y - w / 2, r], radius: r, width: w, rimRatio: m.rim, spokes: m.spokes, side: -1, rimColour: m.chrome ? '#d0d4d9' : '#3a3d42' });
      if (m.knobby) strokeLine(scene, circle3([x, y - w / 2, r], [1, 0, 0], [0, 0, 1], r, 60), { colour: '#2a2b2e', width: 0.02, dash: '4 4' }, true);
      if (disc) strokeLine(scene, circle3([x, y - w / 2 - 0.01, r], [1, 0, 0], [0, 0, 1], r * 0.5, 32), { colour: '#b7bcc2', width: 0.03 }, true);
    },
  };
}

function bodyItems(scene: Scene, m: MotoSpec, paint: string): Item[] {
  const items: Item[] = [];
  const solid = (profile: Vec2[], w: number, colour: string, material: Parameters<typeof slab>[4], bevel = 0.04) =>
    items.push({ anchor: [profile[0]?.[0] ?? 0, 0, profile[0]?.[1] ?? 0], draw: () => drawSolid(scene, slab(profile, -w, w, colour, material, bevel)) });
  const engineColour = m.chrome ? '#8e949b' : '#44484f';
  items.push({
    anchor: [0.8, 0, 0.5],
    draw: () => {
      drawSolid(scene, slab(m.engine, -m.engineW, m.engineW, engineColour, 'metal', 0.04));
      if (m.vtwin) {
        for (const [a, b] of [[[0.75, 0.55], [0.62, 0.85]], [[0.92, 0.55], [1.08, 0.84]]] as [Vec2, Vec2][]) {
          for (let i = 0; i < 6; i++) {
            const t = 0.2 + i * 0.14;
            const c: Vec2 = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
            strokeLine(scene, [P([c[0] - 0.07, c[1] + 0.01], -m.engineW - 0.01), P([c[0] + 0.07, c[1] - 0.01], -m.engineW - 0.01)], { colour: CHROME, width: 0.02 });
          }
        }
      } else {
        const [x0, x1] = [Math.min(...m.engine.map((p) => p[0])), Math.max(...m.engine.map((p) => p[0]))];
        const zTop = Math.max(...m.engine.map((p) => p[1]));
        for (let i = 0; i < 4; i++) strokeLine(scene, [P([x0 + 0.15, zTop - 0.06 - i * 0.045], -m.engineW - 0.005), P([x1 - 0.1, zTop - 0.04 - i * 0.045], -m.engineW - 0.005)], { colour: '#6c7178', width: 0.012 });
        fillShape(scene, circle3(P([x0 + 0.15, zTop - 0.3], -m.engineW - 0.01), [1, 0, 0], [0, 0, 1], 0.07, 16), '#5d6168');
      }
    },
  });
  if (m.floor) solid(m.floor, 0.17, BLACK, 'trim', 0.02);
  solid(m.tank, m.tankW, paint, 'paint', 0.06);
  if (m.tail) solid(m.tail, 0.09, paint, 'paint', 0.03);
  solid(m.seat, m.seatW, m.chrome ? '#3a2a20' : BLACK, 'interior', 0.04);
  if (m.shield) solid(m.shield, 0.2, paint, 'paint', 0.06);
  if (m.fairing) solid(m.fairing, m.fairingW ?? 0.2, paint, 'paint', 0.07);
  if (m.screen) solid(m.screen, (m.fairingW ?? 0.2) * 0.75, '#3b4652', 'glass', 0.01);
  if (m.noseLamp) {
    const [x, z] = m.noseLamp;
    solid([[x - 0.06, z - 0.04], [x + 0.005, z - 0.03], [x + 0.005, z + 0.03], [x - 0.06, z + 0.04]], 0.11, '#e3e8ee', 'light', 0.01);
  }
  if (m.cases) {
    items.push({ anchor: [0.15, -0.3, 0.6], draw: () => drawSolid(scene, slab([[-0.12, 0.48], [0.4, 0.46], [0.42, 0.86], [-0.1, 0.88]], -0.38, 0.38, '#2a2c30', 'matte', 0.05)) });
  }
  if (m.topcase) {
    items.push({ anchor: [-0.05, 0, 1.15], draw: () => drawSolid(scene, slab([[-0.28, 0.98], [0.15, 0.98], [0.12, 1.3], [-0.25, 1.28]], -0.2, 0.2, '#2a2c30', 'matte', 0.05)) });
  }
  if (m.numberBoard) {
    items.push({ anchor: [0.35, -0.12, 0.9], draw: () => drawSolid(scene, slab([[0.15, 0.86], [0.5, 0.88], [0.45, 1.04], [0.2, 1.04]], -0.13, 0.13, '#f0f1ee', 'matte', 0.01)) });
  }
  if (m.headlight) {
    const { at, r } = m.headlight;
    items.push({
      anchor: [at[0], 0, at[1]],
      draw: () => {
        const ring: Vec2[] = [];
        for (let i = 0; i < 12; i++) {
          const a = (i / 12) * Math.PI * 2;
          ring.push([at[0] - 0.06 + Math.cos(a) * r * 0.7, at[1] + Math.sin(a) * r]);
        }
        drawSolid(scene, slab(ring, -r * 0.95, r * 0.95, m.chrome ? CHROME : BLACK, m.chrome ? 'chrome' : 'trim', 0.02));
        const lens = circle3([at[0] + 0.005, 0, at[1]], [0, 1, 0], [0, 0, 1], r * 0.85, 20);
        if (scene.camera.faces([1, 0, 0], [at[0], 0, at[1]], 0.05)) fillShape(scene, lens, '#eef3f8');
      },
    });
  }
  return items;
}

function frontEnd(scene: Scene, m: MotoSpec, paint: string, side: number): Item {
  const axle: Vec2 = [m.wb, m.frontR];
  return {
    anchor: [m.forkTop[0], side * 0.1, (m.forkTop[1] + axle[1]) / 2],
    draw: () => {
      const y = side * 0.1;
      const mid: Vec2 = [m.forkTop[0] + (axle[0] - m.forkTop[0]) * 0.45, m.forkTop[1] + (axle[1] - m.forkTop[1]) * 0.45];
      strokeLine(scene, [P(m.forkTop, y), P(mid, y)], { colour: CHROME, width: 0.045 });
      strokeLine(scene, [P(mid, y), P(axle, y)], { colour: m.chrome ? CHROME : '#2b2d31', width: 0.06 });
      const { at, width, back = 0.05 } = m.bar;
      strokeLine(scene, [P(m.forkTop, y), P(at, y * 1.2)], { colour: '#33363b', width: 0.03 });
      const end: Vec3 = [at[0] - back, side * width, at[1] + 0.02];
      strokeLine(scene, [P(at, 0), [at[0] - back * 0.3, side * width * 0.5, at[1]], end], { colour: m.chrome ? CHROME : '#2a2c30', width: 0.026 });
      strokeLine(scene, [[end[0] + 0.02, side * (width - 0.12), end[2]], end], { colour: BLACK, width: 0.042 });
      const mirror: Vec3 = [at[0] - 0.02, side * (width - 0.02), at[1] + 0.14];
      strokeLine(scene, [[at[0], side * (width - 0.1), at[1]], mirror], { colour: '#2a2c30', width: 0.012 });
      fillShape(scene, circle3(mirror, [0.3, 0, 1], [0, 1, 0], 0.055, 12), '#23252a');
    },
  };
}

/** A mudguard as a curved strip across the tyre, so it reads thin from the side and wide head-on. */
function fenderFaces(c: Vec2, r: number, from: number, to: number, halfWidth: number, colour: string): Face[] {
  const faces: Face[] = [];
  const near = arcPoints(c, r, from, to, -halfWidth);
  const far = arcPoints(c, r, from, to, halfWidth);
  for (let i = 0; i + 1 < near.length; i++) {
    const a = near[i];
    const b = near[i + 1];
    const d = far[i];
    const e = far[i + 1];
    if (a && b && d && e) faces.push({ points: [a, b, e, d], colour, material: 'paint', twoSided: true });
  }
  const lip = (pts: Vec3[], y: number): Face => ({ points: [...pts, ...arcPoints(c, r - 0.03, to, from, y)], colour: tint(colour, -0.2), material: 'paint', twoSided: true });
  faces.push(lip(near, -halfWidth), lip(far, halfWidth));
  return faces;
}

function fenders(scene: Scene, m: MotoSpec, paint: string): Item[] {
  const items: Item[] = [];
  const c: Vec2 = [m.wb, m.frontR];
  const colour = m.frontFender === 'high' ? '#f0f1ee' : paint;
  items.push({
    anchor: [m.wb, 0, m.frontR * 2],
    draw: () => {
      const w = m.frontW + 0.05;
      if (m.frontFender === 'high') {
        const base: Vec2 = [m.wb - 0.12, m.frontR * 2 + 0.16];
        drawSolid(scene, slab([[base[0] - 0.2, base[1] + 0.02], [base[0] + 0.05, base[1] + 0.04], [base[0] + 0.4, base[1] - 0.06], [base[0] + 0.05, base[1] - 0.02]], -w / 2, w / 2, colour, 'matte', 0.02));
        return;
      }
      const [from, to] = m.frontFender === 'long' ? [-0.1, 2.4] : m.frontFender === 'beak' ? [0.5, 1.9] : [0.55, 2.0];
      const r = m.frontR + (m.frontFender === 'beak' ? 0.08 : 0.03);
      drawSolid(scene, fenderFaces(c, r, from, to, w / 2, colour));
    },
  });
  if (m.rearFender) {
    items.push({
      anchor: [0, 0, m.rearR * 2],
      draw: () => drawSolid(scene, fenderFaces([0, m.rearR], m.rearR + 0.04, 0.4, 2.7, m.rearW / 2 + 0.04, paint)),
    });
  }
  items.push({
    anchor: [0.0, 0, 0.9],
    draw: () => fillShape(scene, circle3([m.tail ? (m.tail[0]?.[0] ?? 0) - 0.01 : -0.05, -0.001, m.tail ? (m.tail[0]?.[1] ?? 0.9) - 0.03 : m.rearR * 2 + 0.06], [0, 1, 0], [0, 0, 1], 0.04, 10), '#b3141e'),
  });
  return items;
}

function extras(scene: Scene, m: MotoSpec, paint: string): Item[] {
  if (m.extra === 'quad') {
    return [
      { anchor: [1.3, 0, 0.55], draw: () => drawSolid(scene, slab([[1.0, 0.55], [1.55, 0.5], [1.62, 0.62], [1.35, 0.7], [1.0, 0.7]], -0.55, 0.55, paint, 'paint', 0.06)) },
      { anchor: [0.0, 0, 0.7], draw: () => drawSolid(scene, slab([[-0.32, 0.55], [0.3, 0.58], [0.35, 0.74], [-0.3, 0.76]], -0.55, 0.55, paint, 'paint', 0.06)) },
    ];
  }
  if (m.extra === 'trike') {
    return [{ anchor: [0.0, 0, 0.75], draw: () => drawSolid(scene, slab([[-0.45, 0.42], [0.45, 0.4], [0.55, 0.74], [0.2, 0.92], [-0.4, 0.88]], -0.6, 0.6, paint, 'paint', 0.1)) }];
  }
  if (m.extra === 'sidecar') {
    return [{ anchor: [0.8, 0.8, 0.6], draw: () => drawSolid(scene, slab([[0.15, 0.45], [1.2, 0.42], [1.6, 0.6], [1.35, 0.85], [0.55, 0.9], [0.2, 0.86]], 0.5, 1.05, paint, 'paint', 0.12)) }];
  }
  return [];
}

export function drawMotorcycle(bodyType: string, input: VehicleView): string {
  const m = MOTO_SPECS[bodyType] ?? MOTO_SPECS.naked;
  if (!m) throw new Error(`No motorcycle layout for ${bodyType}`);
  const { random } = input;
  const paint = paintFor(input.colour);
  const azimuth = -azimuthFor(input.view, random);
  const x0 = -m.rearR - (m.extra === 'trike' ? 0.3 : 0.1);
  const x1 = m.wb + m.frontR + 0.05;
  const halfWidth = m.extra === 'quad' || m.extra === 'trike' ? 0.62 : 0.42;
  const top = Math.max(m.bar.at[1] + 0.25, ...(m.screen ?? []).map((p) => p[1]));
  const centre: Vec3 = [(x0 + x1) / 2, m.extra === 'sidecar' ? 0.35 : 0, top * 0.45];
  const eye = orbit(centre, azimuth, (x1 - x0) * 3.2, between(random, 1.0, 1.35));
  const camera = makeCamera(eye, centre, boundsOf(x0, x1, -halfWidth, m.extra === 'sidecar' ? 1.15 : halfWidth, 0, top), { maxWidth: 1280, maxHeight: 800, centreX: 800, groundY: 1000 });
  const set = backdrop(random() < 0.35 ? 'dark' : random() < 0.7 ? 'studio' : 'showroom', random);
  const scene = createScene(camera, makeLighting(eye, [-0.3, -0.5, 0.85], set.sky, set.ground));
  footprintShadow(scene, x0 + 0.1, x1 - 0.1, halfWidth * 0.5, [
    [0, 0, 0],
    [m.wb, 0, 0],
  ]);
  const items: Item[] = [];
  const wheelY = m.extra === 'quad' ? [-0.42, 0.42] : [0];
  const rearY = m.extra === 'trike' ? [-0.5, 0.5] : wheelY;
  for (const y of rearY) items.push(wheelItems(scene, m, 0, m.rearR, m.rearW, y, false));
  for (const y of wheelY) items.push(wheelItems(scene, m, m.wb, m.frontR, m.frontW, y, m.extra !== 'quad'));
  if (m.extra === 'sidecar') items.push(wheelItems(scene, m, 0.9, 0.26, 0.1, 1.0, false));
  items.push(frontEnd(scene, m, paint, 1));
  items.push({
    anchor: [0.3, 0.12, 0.4],
    draw: () => strokeLine(scene, [P([0, m.rearR], 0.1), P([0.58, m.rearR + 0.14], 0.1)], { colour: '#2b2d31', width: 0.05 }),
  });
  items.push(...bodyItems(scene, m, paint), ...fenders(scene, m, paint), ...extras(scene, m, paint));
  items.push({
    anchor: [0.3, -0.12, 0.4],
    draw: () => {
      strokeLine(scene, [P([0, m.rearR], -0.1), P([0.58, m.rearR + 0.14], -0.1)], { colour: '#2b2d31', width: 0.05 });
      strokeLine(scene, [P([0.55, 0.62], -0.12), P([0.45, 0.6], -0.2)], { colour: '#3a3d42', width: 0.02 });
    },
  });
  items.push({
    anchor: [0.5, -0.2, 0.4],
    draw: () => {
      const pipe = curve3(P(m.exhaust[0] ?? [0, 0], -0.12), P(m.exhaust[1] ?? [0, 0], -0.18), P(m.exhaust[2] ?? [0, 0], -0.2), 8);
      strokeLine(scene, pipe, { colour: m.chrome ? CHROME : '#5b6067', width: 0.05 });
      const muffler = m.exhaust.slice(2).map((p) => P(p, -0.2));
      strokeLine(scene, muffler, { colour: m.chrome ? '#9aa0a7' : '#2e3035', width: m.exhaustW + 0.01 });
      strokeLine(scene, muffler, { colour: m.chrome ? CHROME : '#4a4e55', width: m.exhaustW });
    },
  });
  items.push(frontEnd(scene, m, paint, -1));
  const headOn = isHeadOn(azimuth);
  const depth = (i: Item) => Math.round(scene.camera.depth(i.anchor) * (headOn ? 100 : 20));
  items.sort((a, b) => depth(b) - depth(a));
  for (const item of items) item.draw();
  return svgDocument(set.defs, set.body + scene.out.join(''));
}
