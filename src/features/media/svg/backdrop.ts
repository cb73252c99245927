import { tint } from './colour';
import { between, type Random } from './variation';
import { IMAGE_HEIGHT, IMAGE_WIDTH } from './camera';

export type BackdropKind = 'studio' | 'showroom' | 'outdoor' | 'dark';

export interface Backdrop {
  defs: string;
  body: string;
  /** Colours the environment reflection of glossy surfaces uses. */
  sky: string;
  ground: string;
  horizonY: number;
}

/**
 * The set the vehicle stands in: a soft wall-to-floor gradient (a photo studio cove), a
 * showroom with floor tiles and windows, an outdoor campsite, or a dark studio. Tints vary a
 * little per picture.
 */
export function backdrop(kind: BackdropKind, random: Random): Backdrop {
  const horizonY = Math.round(between(random, 610, 690));
  const hue = Math.round(between(random, 195, 225));
  const W = IMAGE_WIDTH;
  const H = IMAGE_HEIGHT;
  if (kind === 'outdoor') {
    const grass = random() > 0.5 ? '#7d9a5a' : '#8aa063';
    const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,70%)"/><stop offset="1" stop-color="hsl(${hue},45%,90%)"/></linearGradient><linearGradient id="gr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(grass, 0.1)}"/><stop offset="1" stop-color="${tint(grass, -0.25)}"/></linearGradient><linearGradient id="path" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9c2b4"/><stop offset="1" stop-color="#a89f8e"/></linearGradient>`;
    const hills = `<path d="M0 ${horizonY - 40} Q 300 ${horizonY - 120} 620 ${horizonY - 60} T 1200 ${horizonY - 70} T ${W} ${horizonY - 50} V ${horizonY} H 0Z" fill="#6f8a66" opacity="0.55"/>`;
    let trees = '';
    for (let i = 0; i < 14; i++) {
      const x = i * 120 + between(random, -30, 30);
      const r = between(random, 40, 75);
      trees += `<ellipse cx="${x.toFixed(0)}" cy="${(horizonY - r * 0.7).toFixed(0)}" rx="${(r * 0.8).toFixed(0)}" ry="${r.toFixed(0)}" fill="${i % 2 ? '#4f6d46' : '#5b7a4d'}"/>`;
    }
    const body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>${hills}${trees}<rect y="${horizonY}" width="${W}" height="${H - horizonY}" fill="url(#gr)"/><path d="M0 ${horizonY + 170} C 500 ${horizonY + 140} 1100 ${horizonY + 140} ${W} ${horizonY + 170} V ${H} H 0Z" fill="url(#path)" opacity="0.7"/>`;
    return { defs, body, sky: `#dde8f3`, ground: '#7c8a6a', horizonY };
  }
  if (kind === 'dark') {
    const defs = `<radialGradient id="wall" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="hsl(${hue},12%,36%)"/><stop offset="1" stop-color="hsl(${hue},14%,12%)"/></radialGradient><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},8%,30%)"/><stop offset="1" stop-color="hsl(${hue},10%,16%)"/></linearGradient>`;
    const body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="${horizonY}" width="${W}" height="${H - horizonY}" fill="url(#floor)"/><rect y="${horizonY - 2}" width="${W}" height="6" fill="#000" opacity="0.12"/>`;
    return { defs, body, sky: '#b9c2cc', ground: '#2a2d31', horizonY };
  }
  const light = Math.round(between(random, 88, 94));
  const defs = `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},14%,${light - 8}%)"/><stop offset="1" stop-color="hsl(${hue},12%,${light}%)"/></linearGradient><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},8%,${light - 2}%)"/><stop offset="1" stop-color="hsl(${hue},10%,${light - 16}%)"/></linearGradient><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.16"/></radialGradient>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="${horizonY}" width="${W}" height="${H - horizonY}" fill="url(#floor)"/>`;
  if (kind === 'showroom') {
    for (let i = 0; i < 5; i++) {
      const x = 80 + i * 300 + between(random, -20, 20);
      body += `<rect x="${x.toFixed(0)}" y="${(horizonY - 420).toFixed(0)}" width="220" height="330" fill="#fff" opacity="0.35"/>`;
    }
    for (let i = -8; i <= 8; i++) body += `<path d="M${800 + i * 60} ${horizonY} L ${800 + i * 260} ${H}" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>`;
    for (const f of [0.08, 0.22, 0.45, 0.8]) body += `<path d="M0 ${(horizonY + (H - horizonY) * f).toFixed(0)} H ${W}" stroke="#000" stroke-opacity="0.05" stroke-width="2"/>`;
  }
  body += `<rect y="${horizonY - 30}" width="${W}" height="60" fill="#fff" opacity="0.18"/><rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return { defs, body, sky: '#f2f5f8', ground: '#8c9096', horizonY };
}

export function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH}" height="${IMAGE_HEIGHT}" viewBox="0 0 ${IMAGE_WIDTH} ${IMAGE_HEIGHT}"><defs>${defs}</defs>${body}</svg>`;
}
