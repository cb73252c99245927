import type { Vec3 } from './vec';

/** Colours are linear-light RGB triples in 0..1 while shading, and hex strings in the SVG. */
export type Rgb = Vec3;

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toSrgb = (c: number): number => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);

export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [toLinear(((value >> 16) & 255) / 255), toLinear(((value >> 8) & 255) / 255), toLinear((value & 255) / 255)];
}

export function rgbToHex(rgb: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(1, Math.max(0, toSrgb(Math.min(1, Math.max(0, c))))) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(rgb[0])}${channel(rgb[1])}${channel(rgb[2])}`;
}

export const mixRgb = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** Lighten (t > 0, towards white) or darken (t < 0, towards black) a hex colour. */
export function tint(hex: string, t: number): string {
  const rgb = hexToRgb(hex);
  return rgbToHex(t >= 0 ? mixRgb(rgb, [1, 1, 1], t) : mixRgb(rgb, [0, 0, 0], -t));
}

/**
 * Body paint per colour code of product §3. "overigeKleuren" (other colours) is drawn as a
 * racing green so it reads as clearly none of the named ones.
 */
export const PAINT: Record<string, string> = {
  zwart: '#17191d',
  grijs: '#8d949c',
  wit: '#f1f2ef',
  blauw: '#1d4f9f',
  rood: '#b5141d',
  bruin: '#6e4327',
  overigeKleuren: '#2f7d4e',
};

export function paintFor(colour: string): string {
  return PAINT[colour] ?? '#8d949c';
}
