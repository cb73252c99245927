import { backdrop, svgDocument } from './backdrop';
import { BIKE_GEOMETRY, type BikeGeometry } from './bicycle-geometry';
import { bikeWheel, drawDrivetrain, drawFork, drawFrame, mudguard, P } from './bicycle-parts';
import { makeCamera, orbit } from './camera';
import type { VehicleView } from './car';
import { paintFor, tint } from './colour';
import { createScene, drawSolid, type Scene } from './scene';
import { makeLighting } from './shading';
import { curve3, fillShape, ringXZ, strokeLine } from './strokes';
import { between } from './variation';
import type { Vec2, Vec3 } from './vec';
import { azimuthFor } from './views';
import { boundsOf, boxCorners, boxFaces, footprintShadow } from './vehicle-kit';

const unit = (a: Vec2, b: Vec2): Vec2 => {
  const l = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
  return [(b[0] - a[0]) / l, (b[1] - a[1]) / l];
};

function saddle(scene: Scene, g: BikeGeometry, leather: string): void {
  if (g.frame === 'recumbent') {
    const seat: Vec3[] = [P([0.62, 0.47], -0.2), P([0.25, 0.49], -0.2), P([0.1, 0.95], -0.2), P([0.2, 0.98], 0.2), P([0.32, 0.56], 0.2), P([0.65, 0.52], 0.2)];
    fillShape(scene, seat, '#25272b');
    strokeLine(scene, [P([0.62, 0.47], -0.2), P([0.25, 0.49], -0.2), P([0.1, 0.95], -0.2)], { colour: '#4a4d52', width: 0.02 });
    return;
  }
  const seats: Vec2[] = [g.seatTop];
  if (g.frontBb) seats.push([g.frontBb[0] - 0.15, 0.84]);
  for (const top of seats) {
    const dir = unit(g.bb, g.seatTop);
    const postTop: Vec2 = [top[0] + dir[0] * g.post, top[1] + dir[1] * g.post];
    strokeLine(scene, [P(top), P(postTop)], { colour: '#b5bac0', width: 0.026 });
    const [x, z] = postTop;
    const shape: Vec3[] = [P([x - 0.13, z + 0.02]), P([x - 0.12, z + 0.065]), P([x + 0.04, z + 0.06]), P([x + 0.15, z + 0.045]), P([x + 0.15, z + 0.025]), P([x + 0.02, z + 0.005]), P([x - 0.1, z - 0.01])];
    fillShape(scene, shape, leather);
    strokeLine(scene, [P([x - 0.12, z + 0.062]), P([x + 0.04, z + 0.058]), P([x + 0.14, z + 0.046])], { colour: tint(leather, 0.35), width: 0.008, opacity: 0.8 });
  }
}

function handlebar(scene: Scene, g: BikeGeometry): void {
  const grip = '#1f2023';
  const bar = '#34373c';
  if (g.bar === 'under') {
    for (const s of [-1, 1]) strokeLine(scene, [P([0.5, 0.42], 0), P([0.55, 0.42], s * 0.3), P([0.6, 0.58], s * 0.32)], { colour: bar, width: 0.024 });
    return;
  }
  const head = unit(g.headBottom, g.headTop);
  const stemBase: Vec2 = [g.headTop[0] + head[0] * 0.04, g.headTop[1] + head[1] * 0.04];
  const rise = g.bar === 'upright' || g.bar === 'cruiser' ? 0.14 : g.bar === 'bmx' ? 0.2 : 0.05;
  const reach = g.bar === 'drop' || g.bar === 'riser' || g.bar === 'flat' ? 0.09 : 0.02;
  const c: Vec2 = [stemBase[0] + reach - head[0] * 0.02, stemBase[1] + rise];
  strokeLine(scene, [P(stemBase), P([stemBase[0] + head[0] * 0.05, stemBase[1] + rise * 0.6]), P(c)], { colour: '#3e4146', width: 0.03 });
  if (g.frontBb) {
    const stoker: Vec2 = [g.seatTop[0] + 0.12, 0.98];
    for (const s of [-1, 1]) strokeLine(scene, [P([stoker[0] - 0.05, stoker[1]]), P([stoker[0], stoker[1]], s * 0.22)], { colour: bar, width: 0.02 });
  }
  for (const s of [-1, 1]) {
    const y = s;
    switch (g.bar) {
      case 'upright':
      case 'cruiser': {
        const wide = g.bar === 'cruiser' ? 0.36 : 0.29;
        const back = g.bar === 'cruiser' ? 0.26 : 0.2;
        const pts = curve3(P(c, 0), P([c[0] + 0.02, c[1] + 0.02], y * wide * 0.8), P([c[0] - back, c[1] + 0.01], y * wide), 8);
        strokeLine(scene, pts, { colour: bar, width: 0.022 });
        strokeLine(scene, pts.slice(-3), { colour: grip, width: 0.034 });
        break;
      }
      case 'flat':
      case 'riser':
      case 'bmx': {
        const wide = g.bar === 'riser' ? 0.38 : g.bar === 'bmx' ? 0.34 : 0.31;
        const end: Vec3 = [c[0] - 0.03, y * wide, c[1] + (g.bar === 'flat' ? 0 : 0.03)];
        strokeLine(scene, [P(c, 0), end], { colour: bar, width: 0.022 });
        strokeLine(scene, [[end[0], y * (wide - 0.12), end[2]], end], { colour: grip, width: 0.034 });
        strokeLine(scene, [[c[0] - 0.01, y * (wide - 0.15), c[1] + 0.01], [c[0] + 0.06, y * (wide - 0.12), c[1] - 0.01]], { colour: '#2c2e33', width: 0.012 });
        if (g.bar === 'bmx') strokeLine(scene, [[c[0], -0.16, c[1] - 0.08], [c[0], 0.16, c[1] - 0.08]], { colour: bar, width: 0.018 });
        break;
      }
      case 'drop': {
        const y0 = y * 0.21;
        strokeLine(scene, [P(c, 0), [c[0], y0, c[1]], [c[0] + 0.09, y0, c[1] - 0.01], [c[0] + 0.11, y0, c[1] - 0.08], [c[0] + 0.06, y0, c[1] - 0.14], [c[0] - 0.02, y0, c[1] - 0.14]], { colour: '#1d1e21', width: 0.026 });
        strokeLine(scene, [[c[0] + 0.06, y0, c[1] + 0.005], [c[0] + 0.11, y0, c[1] + 0.035]], { colour: '#2a2c30', width: 0.03 });
        break;
      }
    }
  }
}

function accessories(scene: Scene, g: BikeGeometry, colour: string, dark: string): void {
  if (g.rack) {
    const top = g.rearR * 2 + 0.07;
    strokeLine(scene, [P([-0.17, top]), P([0.2, top])], { colour: dark, width: 0.02 });
    strokeLine(scene, [P([-0.16, top]), P([-0.03, g.rearR + 0.02])], { colour: dark, width: 0.014 });
    strokeLine(scene, [P([0.18, top]), P([g.seatTop[0] + 0.03, g.seatTop[1] - 0.06])], { colour: dark, width: 0.014 });
    if (g.lights) fillShape(scene, [P([-0.2, top - 0.01], -0.02), P([-0.16, top - 0.01], -0.02), P([-0.16, top - 0.06], -0.02), P([-0.2, top - 0.06], -0.02)], '#c0121c');
  }
  if (g.lights) {
    const at: Vec2 = [g.headBottom[0] + 0.07, g.headBottom[1] - 0.02];
    fillShape(scene, [P([at[0] - 0.04, at[1] + 0.03], -0.03), P([at[0] + 0.04, at[1] + 0.035], -0.03), P([at[0] + 0.05, at[1] - 0.025], -0.03), P([at[0] - 0.04, at[1] - 0.03], -0.03)], '#2b2d31');
    fillShape(scene, [P([at[0] + 0.035, at[1] + 0.03], -0.035), P([at[0] + 0.055, at[1] + 0.028], -0.035), P([at[0] + 0.055, at[1] - 0.024], -0.035), P([at[0] + 0.04, at[1] - 0.026], -0.035)], '#f2f6fa');
  }
  if (g.kickstand) strokeLine(scene, [P([g.bb[0] - 0.06, g.bb[1] - 0.01], -0.09), P([g.bb[0] - 0.22, 0.01], -0.12)], { colour: '#45484d', width: 0.018 });
  if (g.frame === 'bakfiets') {
    drawSolid(scene, boxFaces(boxCorners(1.0, g.frontAxle - 0.14, -0.34, 0.34, 0.44, 0.93), '#9c6b43', 'matte', { top: { colour: '#2a2420', material: 'interior' } }));
    strokeLine(scene, [[1.0, -0.345, 0.93], [g.frontAxle - 0.14, -0.345, 0.93]], { colour: tint(colour, -0.2), width: 0.03 });
    strokeLine(scene, [[1.0, -0.345, 0.46], [g.frontAxle - 0.14, -0.345, 0.46]], { colour: tint(colour, -0.2), width: 0.03 });
  }
}

export function drawBicycle(bodyType: string, input: VehicleView): string {
  const g = BIKE_GEOMETRY[bodyType] ?? BIKE_GEOMETRY.stadsfiets;
  if (!g) throw new Error(`No bicycle geometry for ${bodyType}`);
  const { random } = input;
  const colour = paintFor(input.colour);
  const dark = '#25272b';
  const azimuth = -azimuthFor(input.view, random);
  const x0 = -g.rearR;
  const x1 = g.frontAxle + g.frontR;
  const top = Math.max(g.headTop[1] + 0.22, g.seatTop[1] + g.post + 0.1, g.frame === 'recumbent' ? 1.0 : 0);
  const centre: Vec3 = [(x0 + x1) / 2, 0, top * 0.45];
  const eye = orbit(centre, azimuth, (x1 - x0) * 3.2, between(random, 0.9, 1.2));
  const camera = makeCamera(eye, centre, boundsOf(x0, x1, -0.3, 0.3, 0, top), { maxWidth: 1280, maxHeight: 800, centreX: 800, groundY: 1000 });
  const set = backdrop(random() < 0.75 ? 'studio' : 'showroom', random);
  const scene = createScene(camera, makeLighting(eye, [-0.3, -0.5, 0.85], set.sky, set.ground));
  footprintShadow(scene, x0 + 0.1, x1 - 0.1, 0.12, [
    [0, 0, 0],
    [g.frontAxle, 0, 0],
  ]);
  const guard = g.mudguards ? (input.colour === 'zwart' ? '#2b2d31' : colour) : null;
  drawDrivetrain(scene, g, colour, false);
  if (g.trainingWheels) strokeLine(scene, ringXZ([-0.05, 0.17, 0.1], 0.085, 24), { colour: '#1f2023', width: 0.03 }, true);
  bikeWheel(scene, [0, g.rearR], g.rearR, g.tyre, g.knobby === true, g.knobby === true);
  bikeWheel(scene, [g.frontAxle, g.frontR], g.frontR, g.tyre, g.knobby === true, g.knobby === true);
  if (guard) {
    mudguard(scene, [0, g.rearR], g.rearR, 0.5, Math.PI + 0.35, guard);
    mudguard(scene, [g.frontAxle, g.frontR], g.frontR, -0.2, 2.1, guard);
  }
  drawFrame(scene, g, colour);
  drawFork(scene, g, colour);
  drawDrivetrain(scene, g, colour, true);
  saddle(scene, g, g.frame === 'step' || g.frame === 'cruiser' || g.frame === 'bakfiets' ? '#6a4a30' : '#1e1f22');
  handlebar(scene, g);
  accessories(scene, g, colour, dark);
  if (g.trainingWheels) {
    strokeLine(scene, [P([0, g.rearR], -0.12), P([-0.05, 0.1], -0.17)], { colour: '#8c9197', width: 0.015 });
    strokeLine(scene, ringXZ([-0.05, -0.17, 0.1], 0.085, 24), { colour: '#1f2023', width: 0.03 }, true);
    fillShape(scene, ringXZ([-0.05, -0.18, 0.1], 0.04, 12), '#d9dde1');
  }
  return svgDocument(set.defs, set.body + scene.out.join(''));
}
