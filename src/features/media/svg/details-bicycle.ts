import { tint } from './colour';
import { circle, ellipse, H, line, linear, path, radial, rect, ring, spokes, W, type DetailContext } from './detail-kit';
import type { Composition } from './details-car';

const studio = (ctx: DetailContext) => `${rect(0, 0, W, H, 'url(#wall)')}${rect(0, 900, W, 300, tint(ctx.accent, -0.15), 0, ' opacity="0.35"')}`;
const wallDefs = linear('wall', '#e4e8ec', '#b9c0c8');

const handlebar = (ctx: DetailContext): Composition => ({
  defs: wallDefs,
  body: `${studio(ctx)}${line('M150 520 Q 500 470 800 500 Q 1100 470 1450 520', '#2b2d31', 46)}${rect(90, 470, 230, 100, '#1b1c1f', 40)}${rect(1280, 470, 230, 100, '#1b1c1f', 40)}${line('M800 520 L 760 1200', '#3a3d42', 80)}${line('M360 560 Q 300 660 230 700', '#45484d', 24)}${line('M1240 560 Q 1300 660 1370 700', '#45484d', 24)}${rect(680, 380, 240, 150, '#111', 18)}${rect(700, 398, 200, 114, '#3d5a75', 10)}${line('M720 430 H 860 M720 470 H 820', '#bfe0ff', 8)}${circle(470, 450, 46, '#c9ced4')}${circle(470, 450, 18, '#7d838a')}${rect(1050, 455, 90, 50, '#2e3035', 10)}`,
});

const drivetrain = (ctx: DetailContext): Composition => {
  const chainring = (cx: number, cy: number, r: number) => `${circle(cx, cy, r, '#3c3f44')}${ring(cx, cy, r - 8, '#8d9399', 8, ' stroke-dasharray="10 8"')}${circle(cx, cy, r * 0.55, tint(ctx.accent, -0.2))}${spokes(cx, cy, r * 0.2, r * 0.8, 5, '#26282c', 34)}${circle(cx, cy, 40, '#a3a9b0')}`;
  return {
    defs: wallDefs,
    body: `${studio(ctx)}${line('M0 420 L 1330 610', ctx.accent, 50)}${line('M560 650 L 0 760', ctx.accent, 60)}${line('M560 470 L 1330 560 M560 830 L 1330 660', '#4e5258', 22, ' stroke-dasharray="22 6"')}${chainring(560, 650, 190)}${circle(1330, 610, 110, '#5a5f66')}${ring(1330, 610, 90, '#8d9399', 10)}${ring(1330, 610, 60, '#8d9399', 10)}${circle(1330, 610, 30, '#c3c8ce')}${path('M1290 700 L1250 900 L1320 960 L1360 760Z', '#2c2e33')}${line('M560 650 L 420 1000', '#2e3035', 46)}${rect(330, 990, 180, 50, '#1c1d20', 10)}`,
  };
};

const saddle = (ctx: DetailContext): Composition => ({
  defs: wallDefs + linear('leather', tint(ctx.accent, 0.1), tint(ctx.accent, -0.3)),
  body: `${studio(ctx)}${line('M820 700 L 900 1200', '#b5bac0', 60)}${path('M260 520 Q 280 380 520 390 L 1220 450 Q 1380 470 1380 540 Q 1360 600 1220 600 L 560 660 Q 280 680 260 520Z', 'url(#leather)')}${path('M300 520 Q 320 430 520 430 L 1200 480', 'none', ` stroke="${tint(ctx.accent, 0.4)}" stroke-width="10" opacity="0.6"`)}${line('M600 660 Q 700 700 820 700 Q 940 700 1100 600', '#2b2d31', 22)}${ellipse(820, 1180, 300, 30, '#000', ' opacity="0.2"')}`,
});

const wheel = (ctx: DetailContext): Composition => ({
  defs: wallDefs,
  body: `${studio(ctx)}${ring(800, 620, 520, '#1d1e21', 70)}${ring(800, 620, 470, '#aeb4bb', 22)}${spokes(800, 620, 40, 462, 36, '#9aa0a7', 5)}${circle(800, 620, 60, '#6c7077')}${circle(800, 620, 26, '#b9bec4')}${line('M800 620 L 1600 250', ctx.accent, 40)}${line('M800 620 L 1600 700', ctx.accent, 34)}`,
});

const battery = (ctx: DetailContext): Composition => {
  let leds = '';
  for (let i = 0; i < 5; i++) leds += rect(700 + i * 46, 560, 34, 16, i < 4 ? '#4ccf6a' : '#30343a', 4);
  return {
    defs: wallDefs + linear('frame', tint(ctx.accent, 0.15), tint(ctx.accent, -0.25)) + linear('pack', '#3a3d42', '#17181b'),
    body: `${studio(ctx)}${path('M0 760 L 1600 260 L 1600 520 L 0 1040Z', 'url(#frame)')}${path('M180 730 L 1420 340 Q 1470 330 1480 380 L 1500 450 Q 1505 490 1460 505 L 230 890 Q 180 905 168 860 L 150 800 Q 140 745 180 730Z', 'url(#pack)')}${path('M260 760 L 1380 410', 'none', ' stroke="#5b5f66" stroke-width="6"')}<g transform="rotate(-17 800 600)">${rect(640, 540, 300, 56, '#111', 12)}${leds}${circle(1120, 570, 22, '#c7ccd2')}${rect(1112, 560, 16, 20, '#4a4d52', 2)}</g>${rect(60, 860, 120, 90, '#2b2d31', 14, ' transform="rotate(-17 120 900)"')}`,
  };
};

const light = (ctx: DetailContext): Composition => ({
  defs: wallDefs + radial('beam', '#ffffff', '#cfe3ff'),
  body: `${studio(ctx)}${line('M300 0 L 620 1200', ctx.accent, 70)}${path('M560 420 H 1120 Q 1200 420 1200 520 V 700 Q 1200 800 1120 800 H 560 Z', '#232529')}${circle(1090, 610, 150, '#44474d')}${circle(1090, 610, 120, 'url(#beam)')}${ring(1090, 610, 120, '#9aa0a7', 10)}${rect(600, 480, 260, 40, '#4a4e55', 12)}${line('M620 520 L 500 640', '#3a3d42', 30)}`,
});

const brake = (ctx: DetailContext): Composition => ({
  defs: wallDefs,
  body: `${studio(ctx)}${ring(700, 640, 600, '#1d1e21', 80)}${ring(700, 640, 545, '#aeb4bb', 22)}${spokes(700, 640, 60, 535, 32, '#9aa0a7', 5)}${ring(700, 640, 210, '#b9bec4', 60)}${circle(700, 640, 120, '#3a3d42')}${spokes(700, 640, 60, 190, 6, '#b9bec4', 30)}${path('M850 360 H 1060 Q 1100 360 1100 400 V 520 Q 1100 560 1060 560 H 850Z', '#2a2c30')}${rect(870, 380, 80, 40, '#c9ced4', 8)}${line('M1060 400 Q 1300 300 1500 0', '#1c1d20', 16)}${line('M1000 560 L 1600 900', ctx.accent, 50)}`,
});

const lock = (ctx: DetailContext): Composition => ({
  defs: wallDefs,
  body: `${studio(ctx)}${ring(800, 700, 560, '#1d1e21', 70)}${ring(800, 700, 505, '#aeb4bb', 20)}${spokes(800, 700, 50, 495, 36, '#9aa0a7', 5)}${path('M380 300 Q 800 60 1220 300 L 1170 360 Q 800 150 430 360Z', '#2b2d31')}${rect(560, 180, 480, 170, '#2e3035', 40)}${rect(600, 205, 400, 120, '#3c4046', 28)}${circle(950, 265, 34, '#c9ced4')}${rect(942, 245, 16, 40, '#4a4e55', 4)}${rect(620, 230, 180, 70, '#b3141e', 14)}${line('M360 320 L 0 120', ctx.accent, 44)}${line('M1240 320 L 1600 120', ctx.accent, 44)}`,
});

const carrier = (ctx: DetailContext): Composition => ({
  defs: wallDefs,
  body: `${studio(ctx)}${ring(800, 1100, 560, '#1d1e21', 70)}${rect(200, 420, 1200, 60, '#2b2d31', 22)}${line('M260 450 H 1340 M260 520 H 1340 M260 590 H 1340', '#3a3d42', 18)}${line('M300 480 L 560 1100 M1300 480 L 1040 1100', '#2b2d31', 26)}${line('M250 450 L 0 380', ctx.accent, 44)}${rect(1150, 330, 190, 90, '#b3141e', 16)}${line('M420 440 Q 700 330 980 440', '#4a4e55', 14)}`,
});

export const BICYCLE_DETAILS: Record<string, (ctx: DetailContext) => Composition> = { handlebar, drivetrain, saddle, wheel, battery, light, brake, lock, carrier };
