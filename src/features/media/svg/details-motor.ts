import { tint } from './colour';
import { circle, ellipse, H, line, linear, path, radial, rect, ring, W, wedges, type DetailContext } from './detail-kit';
import type { Composition } from './details-car';

const dark = linear('wall', '#3a3f47', '#15171a');
const backdrop = () => rect(0, 0, W, H, 'url(#wall)');

function dial(cx: number, cy: number, r: number, needle: number, accent: string): string {
  let ticks = '';
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI * 0.8 + (i / 12) * Math.PI * 1.4;
    ticks += line(`M${cx + Math.cos(a) * r * 0.8} ${cy + Math.sin(a) * r * 0.8}L${cx + Math.cos(a) * r * 0.94} ${cy + Math.sin(a) * r * 0.94}`, i > 9 ? '#e5483a' : '#e8ecef', 5);
  }
  const a = Math.PI * 0.8 + needle * Math.PI * 1.4;
  return `${circle(cx, cy, r + 24, '#2a2d31')}${circle(cx, cy, r, '#0b0c0e')}${ticks}${line(`M${cx} ${cy}L${cx + Math.cos(a) * r * 0.78} ${cy + Math.sin(a) * r * 0.78}`, accent, 7)}${circle(cx, cy, 16, '#4a4e55')}`;
}

const dashboard = (ctx: DetailContext): Composition => ({
  defs: dark,
  body: `${backdrop()}${line('M0 880 Q 800 760 1600 880', '#1c1d20', 90)}${dial(590, 560, 230, 0.42, '#ff6a3a')}${dial(1050, 600, 170, 0.2, '#ff6a3a')}${rect(900, 820, 260, 80, '#0b0c0e', 14)}${rect(920, 840, 220, 40, '#2f4a62', 8)}${circle(800, 300, 18, '#4ccf6a')}${circle(860, 300, 18, '#f2b400')}${circle(740, 300, 18, '#3a8ee6')}${rect(0, 900, W, 300, tint(ctx.accent, -0.5))}`,
});

const engine = (ctx: DetailContext): Composition => {
  let fins = '';
  for (let i = 0; i < 9; i++) fins += rect(420 - i * 6, 240 + i * 52, 620 + i * 12, 30, '#9aa1a9', 10);
  return {
    defs: dark + linear('block', '#8e959d', '#4b5057'),
    body: `${backdrop()}${path('M300 200 H 1150 L 1240 760 H 220Z', 'url(#block)')}${fins}${ellipse(760, 930, 420, 200, '#5c6168')}${ellipse(760, 930, 330, 150, '#c4c9cf')}${ellipse(760, 930, 120, 54, '#7d838a')}${line('M1240 500 Q 1450 560 1520 900', '#c4c9cf', 60)}${line('M0 150 L 1600 60', ctx.accent, 70)}`,
  };
};

const seat = (ctx: DetailContext): Composition => ({
  defs: dark + linear('s', '#2a2c30', '#111214'),
  body: `${backdrop()}${path('M100 700 Q 300 520 700 540 L 1300 600 Q 1500 620 1520 700 L 1500 780 H 120Z', 'url(#s)')}${line('M200 640 Q 700 560 1420 650', '#3e4147', 8, ' stroke-dasharray="18 12"')}${path('M0 780 H 1600 V 900 H 0Z', tint(ctx.accent, -0.2))}${path('M1300 600 Q 1500 520 1600 520 V 780 H 1500Z', ctx.accent)}`,
});

const wheel = (ctx: DetailContext): Composition => ({
  defs: dark + radial('rim', '#4a4e55', '#23252a'),
  body: `${backdrop()}${circle(800, 620, 520, '#17181b')}${ring(800, 620, 500, '#2a2c30', 10)}${circle(800, 620, 380, 'url(#rim)')}${ring(800, 620, 372, tint(ctx.accent, 0.1), 10)}${ring(800, 620, 230, '#b9bec4', 60)}${circle(800, 620, 170, '#3a3d42')}${wedges(800, 620, 80, 360, 3, '#1f2125', 0.16, 0.5)}${circle(800, 620, 70, '#9aa0a7')}${path('M960 300 H 1180 Q 1220 300 1220 340 V 460 Q 1220 500 1180 500 H 960Z', '#c8262e')}`,
});

const exhaust = (ctx: DetailContext): Composition => ({
  defs: dark + linear('can', '#e1e5ea', '#7f868e') + radial('tip', '#0a0a0a', '#3a3d42'),
  body: `${backdrop()}${path('M0 720 L 1000 420 L 1200 420 Q 1300 420 1300 520 L 1300 620 Q 1300 720 1200 720 L 300 1000 L 0 1000Z', 'url(#can)')}${ellipse(1250, 570, 110, 150, '#3a3d42')}${ellipse(1255, 570, 78, 112, 'url(#tip)')}${line('M80 780 L 1000 500', '#ffffff', 10, ' opacity="0.5"')}${rect(0, 1000, W, 200, tint(ctx.accent, -0.6))}`,
});

const headlight = (ctx: DetailContext): Composition => ({
  defs: dark + radial('lens', '#ffffff', '#a9c8ea') + linear('shell', '#d5dade', '#7e858d'),
  body: `${backdrop()}${circle(800, 560, 360, 'url(#shell)')}${circle(800, 560, 300, '#1a1c20')}${circle(800, 560, 270, 'url(#lens)')}${ring(800, 560, 200, '#e9f1fa', 12)}${circle(800, 560, 70, '#ffffff')}${line('M360 1200 L 470 780 M1240 1200 L 1130 780', '#c4c9cf', 60)}${rect(0, 0, W, 120, ctx.accent, 0, ' opacity="0.3"')}`,
});

const tank = (ctx: DetailContext): Composition => ({
  defs: dark + linear('paint', tint(ctx.accent, 0.25), tint(ctx.accent, -0.45)),
  body: `${backdrop()}${path('M120 900 Q 160 420 560 330 L 1150 300 Q 1480 320 1500 640 Q 1500 900 1300 960 Z', 'url(#paint)')}${path('M300 520 Q 700 380 1300 400', 'none', ' stroke="#fff" stroke-width="26" opacity="0.35"')}${circle(800, 360, 90, '#aeb4bb')}${circle(800, 360, 60, '#5c6168')}${rect(380, 640, 300, 160, '#1b1c1f', 60, ' opacity="0.8"')}`,
});

const brake = (ctx: DetailContext): Composition => ({
  defs: dark,
  body: `${backdrop()}${circle(700, 640, 620, '#17181b')}${ring(700, 640, 420, '#c0c5cb', 150)}${ring(700, 640, 420, '#8d939a', 150, ' stroke-dasharray="6 40" opacity="0.7"')}${circle(700, 640, 280, '#2b2e33')}${circle(700, 640, 100, '#9aa0a7')}${path('M1000 250 Q 1180 330 1220 560 L 1100 600 Q 1070 420 930 340Z', tint(ctx.accent, 0.05))}${circle(1120, 420, 30, '#d5d9de')}${circle(1080, 520, 30, '#d5d9de')}`,
});

export const MOTOR_DETAILS: Record<string, (ctx: DetailContext) => Composition> = { dashboard, engine, seat, wheel, exhaust, headlight, tank, brake };
