import { pathOf, type Camera } from './camera';
import { shade, type Lighting, type Material } from './shading';
import { centroid, polygonNormal, type Vec3 } from './vec';

/** A flat polygon of a solid, in metres. Its normal is computed unless given. */
export interface Face {
  points: readonly Vec3[];
  colour: string;
  material: Material;
  normal?: Vec3;
  /** Drawn whichever way it faces (thin parts: seat backs, mudguards, fairings). */
  twoSided?: boolean;
  /** Flat colour, no lighting (lamps, dark openings). */
  flat?: boolean;
}

export interface Scene {
  camera: Camera;
  lighting: Lighting;
  out: string[];
}

export function createScene(camera: Camera, lighting: Lighting): Scene {
  return { camera, lighting, out: [] };
}

function faceColour(scene: Scene, face: Face, normal: Vec3, at: Vec3): string {
  return face.flat ? face.colour : shade(face.colour, face.material, normal, at, scene.lighting);
}

/**
 * Back-face culling plus painter's order inside one solid. Each face is also stroked in its
 * own colour so anti-aliased seams between neighbours do not show as hairlines.
 */
export function drawSolid(scene: Scene, faces: readonly Face[]): void {
  const visible: { depth: number; svg: string }[] = [];
  for (const face of faces) {
    if (face.points.length < 3) continue;
    const at = centroid(face.points);
    let normal = face.normal ?? polygonNormal(face.points);
    if (!scene.camera.faces(normal, at)) {
      if (!face.twoSided) continue;
      normal = [-normal[0], -normal[1], -normal[2]];
    }
    const colour = faceColour(scene, face, normal, at);
    const d = pathOf(face.points.map((p) => scene.camera.project(p)));
    visible.push({ depth: scene.camera.depth(at), svg: `<path d="${d}" fill="${colour}" stroke="${colour}" stroke-width="1.3" stroke-linejoin="round"/>` });
  }
  visible.sort((a, b) => b.depth - a.depth);
  for (const v of visible) scene.out.push(v.svg);
}

/** A mark lying on a surface (lamp, door gap, window frame): drawn only when that surface faces us. */
export interface Decal {
  points: readonly Vec3[];
  normal: Vec3;
  colour: string;
  material?: Material;
  flat?: boolean;
  /** Stroke only, for door gaps and trim lines. */
  line?: { width: number; closed?: boolean };
  opacity?: number;
}

export function drawDecal(scene: Scene, decal: Decal): void {
  if (decal.points.length < 2) return;
  const at = centroid(decal.points);
  if (!scene.camera.faces(decal.normal, at, 0.03)) return;
  const colour = decal.flat || !decal.material ? decal.colour : shade(decal.colour, decal.material, decal.normal, at, scene.lighting);
  const projected = decal.points.map((p) => scene.camera.project(p));
  const opacity = decal.opacity === undefined ? '' : ` opacity="${decal.opacity}"`;
  if (decal.line) {
    scene.out.push(
      `<path d="${pathOf(projected, decal.line.closed ?? false)}" fill="none" stroke="${colour}" stroke-width="${decal.line.width}" stroke-linecap="round" stroke-linejoin="round"${opacity}/>`,
    );
  } else {
    scene.out.push(`<path d="${pathOf(projected)}" fill="${colour}"${opacity}/>`);
  }
}

export function drawDecals(scene: Scene, decals: readonly Decal[]): void {
  for (const d of decals) drawDecal(scene, d);
}
