import { IMAGE_HEIGHT, IMAGE_WIDTH } from './camera';
import { tint } from './colour';
import { between, type Random } from './variation';

/** Small SVG helpers for the close-up and interior compositions (flat, 2D). */
export const W = IMAGE_WIDTH;
export const H = IMAGE_HEIGHT;

const n = (v: number): string => (Math.round(v * 10) / 10).toString();

export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (d: string, stroke: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const ring = (cx: number, cy: number, r: number, stroke: string, width: number, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${extra}/>`;

export function linear(id: string, from: string, to: string, vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}
export function radial(id: string, from: string, to: string): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient>`;
}

/** Spokes of a wheel or rim, as one path. */
export function spokes(cx: number, cy: number, r0: number, r1: number, count: number, stroke: string, width: number, turn = 0): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + turn;
    d += `M${n(cx + Math.cos(a) * r0)} ${n(cy + Math.sin(a) * r0)}L${n(cx + Math.cos(a) * r1)} ${n(cy + Math.sin(a) * r1)}`;
  }
  return line(d, stroke, width);
}

/** Alloy rim spokes as filled wedges. */
export function wedges(cx: number, cy: number, r0: number, r1: number, count: number, fill: string, spread: number, turn = 0): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + turn;
    const p = (angle: number, r: number) => `${n(cx + Math.cos(angle) * r)} ${n(cy + Math.sin(angle) * r)}`;
    out += path(`M${p(a - spread * 0.4, r0)}L${p(a - spread, r1)}L${p(a + spread, r1)}L${p(a + spread * 0.4, r0)}Z`, fill);
  }
  return out;
}

/** A photo-like vignette and a soft light from one side, varied per picture. */
export function finish(random: Random): { defs: string; body: string } {
  const x = between(random, 0.25, 0.75).toFixed(2);
  return {
    defs: `<radialGradient id="vg" cx="${x}" cy="0.35" r="0.85"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>`,
    body: `<rect width="${W}" height="${H}" fill="url(#vg)"/>`,
  };
}

export interface DetailContext {
  random: Random;
  /** A tint varied per picture (upholstery, wall paint, wood). */
  accent: string;
}

export function accentFor(random: Random, palette: readonly string[]): string {
  const pick = palette[Math.floor(random() * palette.length)] ?? palette[0] ?? '#6b6f75';
  return tint(pick, between(random, -0.1, 0.1));
}
