import type { Camera } from './camera';
import type { Face, Scene } from './scene';
import type { Material } from './shading';
import { centroid, polygonNormal, type Vec3 } from './vec';

/**
 * A soft shadow under a vehicle: radial-gradient ellipses around its projected footprint and
 * darker contact patches under the tyres. (A blur filter looks similar but costs ~100 ms a
 * picture in librsvg; gradients are nearly free.)
 */
export function footprintShadow(scene: Scene, x0: number, x1: number, halfWidth: number, spots: readonly Vec3[] = []): void {
  const corners = roundedRect(x0, x1, -halfWidth, halfWidth, 0.2, 0).map((p) => scene.camera.project(p));
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const rx = (Math.max(...xs) - Math.min(...xs)) / 2;
  const ry = Math.max(14, (Math.max(...ys) - Math.min(...ys)) / 2);
  const gradient = `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.6" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  let body = `<defs>${gradient}</defs>`;
  body += `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(rx * 1.22).toFixed(0)}" ry="${(ry * 1.7).toFixed(0)}" fill="url(#shadow)" opacity="0.55"/>`;
  body += `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${(rx * 1.02).toFixed(0)}" ry="${(ry * 1.1).toFixed(0)}" fill="url(#shadow)" opacity="0.7"/>`;
  for (const s of spots) {
    const c = scene.camera.project(s);
    const e = scene.camera.project([s[0] + 0.35, s[1], s[2]]);
    const f = scene.camera.project([s[0], s[1] + 0.3, s[2]]);
    const r = Math.max(18, Math.hypot(e[0] - c[0], e[1] - c[1]));
    const h = Math.max(8, Math.abs(f[1] - c[1]) + 6);
    body += `<ellipse cx="${c[0].toFixed(0)}" cy="${c[1].toFixed(0)}" rx="${r.toFixed(0)}" ry="${h.toFixed(0)}" fill="url(#shadow)"/>`;
  }
  scene.out.push(body);
}

/** Rounded rectangle in the ground plane (x, y) at height z. */
export function roundedRect(x0: number, x1: number, y0: number, y1: number, r: number, z: number): Vec3[] {
  const rr = Math.min(r, (x1 - x0) / 2, (y1 - y0) / 2);
  const out: Vec3[] = [];
  const corners: [number, number, number][] = [
    [x1 - rr, y1 - rr, 0],
    [x0 + rr, y1 - rr, Math.PI / 2],
    [x0 + rr, y0 + rr, Math.PI],
    [x1 - rr, y0 + rr, (3 * Math.PI) / 2],
  ];
  for (const [cx, cy, start] of corners) {
    for (let i = 0; i <= 4; i++) {
      const a = start + (i / 4) * (Math.PI / 2);
      out.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr, z]);
    }
  }
  return out;
}

/** A rounded rectangle in a plane given by a mapping from (u, v) to a surface point. */
export function roundedPanel(map: (u: number, v: number) => Vec3, u0: number, u1: number, v0: number, v1: number, r: number): Vec3[] {
  const rr = Math.min(r, (u1 - u0) / 2, (v1 - v0) / 2);
  const out: Vec3[] = [];
  const corners: [number, number, number][] = [
    [u1 - rr, v1 - rr, 0],
    [u0 + rr, v1 - rr, Math.PI / 2],
    [u0 + rr, v0 + rr, Math.PI],
    [u1 - rr, v0 + rr, (3 * Math.PI) / 2],
  ];
  for (const [cu, cv, start] of corners) {
    for (let i = 0; i <= 3; i++) {
      const a = start + (i / 3) * (Math.PI / 2);
      out.push(map(cu + Math.cos(a) * rr, cv + Math.sin(a) * rr));
    }
  }
  return out;
}

/** A box from eight corners (bottom four then top four, counter-clockwise), as faces. */
export function boxFaces(c: readonly Vec3[], colour: string, material: Material, overrides: Partial<Record<'front' | 'rear' | 'left' | 'right' | 'top' | 'bottom', { colour: string; material: Material }>> = {}): Face[] {
  const [a, b, cc, d, e, f, g, h] = c;
  if (!a || !b || !cc || !d || !e || !f || !g || !h) return [];
  const face = (points: Vec3[], key: 'front' | 'rear' | 'left' | 'right' | 'top' | 'bottom'): Face => ({ points, colour, material, ...overrides[key] });
  return [
    face([a, b, cc, d], 'bottom'),
    face([e, h, g, f], 'top'),
    face([a, e, f, b], 'left'),
    face([b, f, g, cc], 'rear'),
    face([cc, g, h, d], 'right'),
    face([d, h, e, a], 'front'),
  ];
}

/** Corners of an axis-aligned box, for boxFaces. */
export function boxCorners(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): Vec3[] {
  return [
    [x0, y0, z0],
    [x1, y0, z0],
    [x1, y1, z0],
    [x0, y1, z0],
    [x0, y0, z1],
    [x1, y0, z1],
    [x1, y1, z1],
    [x0, y1, z1],
  ];
}

export function boundsOf(x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): Vec3[] {
  return boxCorners(x0, x1, y0, y1, z0, z1);
}

export type { Camera };

/**
 * A side profile (x, z) extruded across y0..y1 with bevelled edges: tanks, seats, fairings
 * and panniers. The bevel makes the faces catch light like rounded bodywork.
 */
export function slab(profile: readonly (readonly [number, number])[], y0: number, y1: number, colour: string, material: Material, bevel = 0.03): Face[] {
  let cx = 0;
  let cz = 0;
  for (const [x, z] of profile) {
    cx += x;
    cz += z;
  }
  cx /= profile.length;
  cz /= profile.length;
  let radius = 0;
  for (const [x, z] of profile) radius += Math.hypot(x - cx, z - cz);
  radius /= profile.length;
  const b = Math.min(bevel, (y1 - y0) / 3);
  const shrink = Math.max(0.5, 1 - (b * 1.2) / Math.max(0.01, radius));
  const layer = (y: number, s: number): Vec3[] => profile.map(([x, z]) => [cx + (x - cx) * s, y, cz + (z - cz) * s]);
  const layers = [layer(y0, shrink), layer(y0 + b, 1), layer(y1 - b, 1), layer(y1, shrink)];
  const faces: Face[] = [];
  const centre: Vec3 = [cx, (y0 + y1) / 2, cz];
  for (let l = 0; l < layers.length - 1; l++) {
    const a = layers[l] ?? [];
    const c = layers[l + 1] ?? [];
    for (let i = 0; i < a.length; i++) {
      const p0 = a[i];
      const p1 = a[(i + 1) % a.length];
      const q0 = c[i];
      const q1 = c[(i + 1) % a.length];
      if (!p0 || !p1 || !q0 || !q1) continue;
      const points = [p0, p1, q1, q0];
      const mid = centroid(points);
      let normal = polygonNormal(points);
      if (normal[0] * (mid[0] - centre[0]) + normal[1] * (mid[1] - centre[1]) + normal[2] * (mid[2] - centre[2]) < 0) normal = [-normal[0], -normal[1], -normal[2]];
      faces.push({ points, colour, material, normal });
    }
  }
  faces.push({ points: layers[0] ?? [], colour, material, normal: [0, -1, 0] });
  faces.push({ points: layers[3] ?? [], colour, material, normal: [0, 1, 0] });
  return faces;
}
