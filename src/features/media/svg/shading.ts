import { hexToRgb, mixRgb, rgbToHex, type Rgb } from './colour';
import { dot, normalize, scale, sub, type Vec3 } from './vec';

export type Material = 'paint' | 'glass' | 'trim' | 'under' | 'chrome' | 'interior' | 'rubber' | 'metal' | 'light' | 'canvas' | 'matte';

interface MaterialLook {
  diffuse: number;
  specular: number;
  shininess: number;
  reflect: number;
}

const LOOKS: Record<Material, MaterialLook> = {
  paint: { diffuse: 0.85, specular: 0.55, shininess: 40, reflect: 0.55 },
  glass: { diffuse: 0.4, specular: 0.25, shininess: 120, reflect: 0.7 },
  trim: { diffuse: 0.8, specular: 0.12, shininess: 12, reflect: 0.12 },
  under: { diffuse: 0.6, specular: 0, shininess: 1, reflect: 0 },
  chrome: { diffuse: 0.5, specular: 1, shininess: 60, reflect: 0.9 },
  interior: { diffuse: 0.9, specular: 0.08, shininess: 8, reflect: 0.05 },
  rubber: { diffuse: 0.8, specular: 0.05, shininess: 6, reflect: 0.05 },
  metal: { diffuse: 0.8, specular: 0.6, shininess: 30, reflect: 0.45 },
  light: { diffuse: 0.6, specular: 0.9, shininess: 50, reflect: 0.6 },
  canvas: { diffuse: 0.95, specular: 0.02, shininess: 4, reflect: 0.02 },
  matte: { diffuse: 0.95, specular: 0.1, shininess: 10, reflect: 0.08 },
};

export interface Lighting {
  /** Direction towards the key light. */
  light: Vec3;
  camera: Vec3;
  sky: Rgb;
  ground: Rgb;
}

export function makeLighting(camera: Vec3, lightDirection: Vec3, skyHex: string, groundHex: string): Lighting {
  return { light: normalize(lightDirection), camera, sky: hexToRgb(skyHex), ground: hexToRgb(groundHex) };
}

/**
 * Blinn-Phong plus a sky/ground environment reflection weighted by a Fresnel term: the
 * horizon line that runs along a car's doors in showroom photos comes from that reflection.
 */
export function shade(baseHex: string, material: Material, normal: Vec3, at: Vec3, lighting: Lighting): string {
  const look = LOOKS[material];
  const base = hexToRgb(baseHex);
  const view = normalize(sub(lighting.camera, at));
  const lambert = Math.max(0, dot(normal, lighting.light));
  const skyFacing = 0.5 + 0.5 * normal[2];
  const diffuse = 0.42 + look.diffuse * (0.38 * lambert + 0.3 * skyFacing);
  const nv = Math.max(0, dot(normal, view));
  const reflected = sub(scale(normal, 2 * dot(normal, view)), view);
  const horizon = Math.max(-1, Math.min(1, reflected[2] * 4));
  const environment = mixRgb(lighting.ground, lighting.sky, 0.5 + 0.5 * horizon);
  const fresnel = look.reflect * (0.06 + 0.6 * (1 - nv) ** 3);
  const half = normalize([lighting.light[0] + view[0], lighting.light[1] + view[1], lighting.light[2] + view[2]]);
  const specular = look.specular * Math.max(0, dot(normal, half)) ** look.shininess;
  const lit: Rgb = [base[0] * diffuse, base[1] * diffuse, base[2] * diffuse];
  const withEnv = mixRgb(lit, environment, Math.min(0.8, fresnel));
  return rgbToHex([withEnv[0] + specular, withEnv[1] + specular, withEnv[2] + specular]);
}
