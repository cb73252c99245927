import { tint } from './colour';
import { circle, ellipse, H, line, linear, path, rect, ring, W, type DetailContext } from './detail-kit';
import type { Composition } from './details-car';

const room = (ctx: DetailContext) =>
  `${rect(0, 0, W, H, 'url(#wall)')}${rect(0, 0, W, 250, 'url(#lockers)')}${line('M0 250 H 1600', '#6b5a47', 8)}${rect(0, 1020, W, 180, tint(ctx.accent, -0.45))}`;
const roomDefs = (ctx: DetailContext) => linear('wall', '#f3efe8', '#d9d2c6') + linear('lockers', tint(ctx.accent, 0.25), tint(ctx.accent, 0.05)) + linear('sky', '#9cc3e6', '#e3eef6');

function lockers(count: number): string {
  let out = '';
  const w = W / count;
  for (let i = 0; i < count; i++) out += `${rect(i * w + 14, 20, w - 28, 210, '#000', 10, ' opacity="0.06"')}${rect(i * w + w / 2 - 40, 200, 80, 14, '#b9bec4', 6)}`;
  return out;
}
const window = (x: number, y: number, w: number, h: number) => `${rect(x - 16, y - 16, w + 32, h + 32, '#e8e4dc', 34)}${rect(x, y, w, h, 'url(#sky)', 26)}${path(`M${x} ${y + h * 0.75} Q ${x + w / 2} ${y + h * 0.6} ${x + w} ${y + h * 0.72} V ${y + h} H ${x}Z`, '#7d9a5a', ' opacity="0.7"')}${rect(x, y, w, 26, '#c9c1b4', 8)}`;
const cushion = (x: number, y: number, w: number, h: number, c: string) => `${rect(x, y, w, h, c, 30)}${rect(x + 10, y + 10, w - 20, h * 0.35, tint(c, 0.15), 24, ' opacity="0.6"')}`;

const interior = (ctx: DetailContext): Composition => ({
  defs: roomDefs(ctx),
  body: `${room(ctx)}${lockers(5)}${window(520, 330, 560, 280)}${cushion(80, 700, 520, 120, ctx.accent)}${cushion(80, 820, 520, 200, tint(ctx.accent, -0.1))}${cushion(1000, 700, 520, 120, ctx.accent)}${cushion(1000, 820, 520, 200, tint(ctx.accent, -0.1))}${rect(560, 700, 480, 40, '#b08b62', 10)}${rect(770, 740, 60, 280, '#9aa0a7')}${ellipse(800, 690, 40, 14, '#ffffff')}`,
});

const kitchen = (ctx: DetailContext): Composition => ({
  defs: roomDefs(ctx) + linear('front', tint(ctx.accent, 0.2), tint(ctx.accent, -0.1)),
  body: `${room(ctx)}${lockers(4)}${window(980, 320, 480, 260)}${rect(0, 640, W, 40, '#3e3b38', 6)}${rect(0, 680, W, 340, 'url(#front)')}${line('M400 680 V 1020 M800 680 V 1020 M1200 680 V 1020', '#000', 6, ' opacity="0.13"')}${rect(160, 730, 160, 14, '#b9bec4', 6)}${rect(560, 730, 160, 14, '#b9bec4', 6)}${rect(960, 730, 160, 14, '#b9bec4', 6)}${rect(120, 560, 520, 80, '#1b1c1f', 14)}${ring(250, 600, 40, '#5c6168', 10)}${ring(400, 600, 40, '#5c6168', 10)}${ring(540, 600, 30, '#5c6168', 10)}${rect(780, 560, 300, 80, '#c8ccd1', 20)}${rect(800, 570, 260, 60, '#9aa0a7', 16)}${line('M930 560 V 470 Q 930 440 980 440', '#c8ccd1', 14)}`,
});

const bed = (ctx: DetailContext): Composition => ({
  defs: roomDefs(ctx),
  body: `${room(ctx)}${lockers(4)}${window(160, 330, 420, 220)}${window(1020, 330, 420, 220)}${rect(120, 620, 1360, 400, '#a07c58', 20)}${rect(140, 600, 1320, 220, '#f4f1ea', 40)}${path('M140 760 H 1460 V 900 Q 800 960 140 900Z', ctx.accent)}${path('M140 760 Q 800 700 1460 760', 'none', ` stroke="${tint(ctx.accent, 0.3)}" stroke-width="12"`)}${rect(300, 600, 420, 140, '#ffffff', 50)}${rect(880, 600, 420, 140, '#ffffff', 50)}`,
});

const seating = (ctx: DetailContext): Composition => ({
  defs: roomDefs(ctx),
  body: `${room(ctx)}${lockers(5)}${window(260, 300, 1080, 300)}${path('M60 700 H 1540 V 1020 H 60Z', tint(ctx.accent, -0.12))}${cushion(60, 620, 1480, 150, ctx.accent)}${cushion(60, 780, 460, 160, tint(ctx.accent, 0.05))}${cushion(1080, 780, 460, 160, tint(ctx.accent, 0.05))}${path('M520 780 H 1080 L 1040 840 H 560Z', '#a07c58')}${rect(780, 840, 40, 180, '#9aa0a7')}${ellipse(700, 770, 60, 18, '#fff')}${circle(950, 760, 26, '#c9342b')}`,
});

const bathroom = (ctx: DetailContext): Composition => ({
  defs: linear('wall', '#f2f4f5', '#d5dadf') + linear('mirror', '#dfe8f0', '#a9b8c6'),
  body: `${rect(0, 0, W, H, 'url(#wall)')}${rect(0, 1020, W, 180, '#9aa0a7')}${rect(860, 140, 520, 420, 'url(#mirror)', 30)}${rect(820, 600, 600, 120, '#ffffff', 30)}${ellipse(1120, 640, 200, 40, '#d9dee3')}${line('M1120 600 V 540 Q 1120 510 1160 510', '#b9bec4', 16)}${rect(820, 720, 600, 300, tint(ctx.accent, 0.3), 10)}${path('M240 700 H 560 Q 580 880 460 920 L 460 1020 H 340 L 340 920 Q 220 880 240 700Z', '#ffffff')}${rect(230, 470, 340, 230, '#f7f7f7', 30)}${ellipse(400, 700, 170, 30, '#e5e8eb')}${rect(0, 0, 140, 1020, '#cfd6dc')}${line('M70 120 V 420', '#b9bec4', 12)}${circle(70, 110, 40, '#b9bec4')}`,
});

const entrance = (ctx: DetailContext): Composition => ({
  defs: linear('wall', '#bcd3e8', '#e9f0f5') + linear('body', '#f4f5f2', '#cfd3d6') + linear('sky', '#9cc3e6', '#e3eef6'),
  body: `${rect(0, 0, W, H, 'url(#wall)')}${rect(0, 860, W, 340, '#8aa063')}${rect(120, 80, 1360, 900, 'url(#body)', 30)}${rect(560, 200, 460, 760, '#eef0ec', 26)}${rect(560, 200, 460, 760, 'none', 26, ' stroke="#b9bec4" stroke-width="10"')}${rect(640, 270, 300, 240, 'url(#sky)', 40)}${rect(930, 560, 50, 110, '#9aa0a7', 12)}${rect(520, 990, 540, 50, '#6b7077', 10)}${rect(560, 1040, 460, 60, '#4a4e55', 10)}${line('M140 740 H 540 M1040 740 H 1460', tint(ctx.accent, -0.1), 30)}${rect(1140, 300, 260, 200, '#2b3540', 30)}`,
});

const storage = (ctx: DetailContext): Composition => ({
  defs: roomDefs(ctx),
  body: `${rect(0, 0, W, H, 'url(#wall)')}${rect(80, 120, 1440, 420, tint(ctx.accent, 0.2), 20)}${rect(120, 160, 640, 340, '#3b3430', 12)}${rect(840, 160, 640, 340, '#3b3430', 12)}${rect(150, 330, 240, 150, '#c9342b', 10)}${rect(420, 380, 200, 100, '#2f6db3', 10)}${rect(880, 260, 300, 220, '#e8e4dc', 16)}${rect(1220, 340, 220, 140, '#7d9a5a', 10)}${rect(80, 620, 1440, 400, tint(ctx.accent, 0.1), 20)}${line('M800 620 V 1020', '#000', 6, ' opacity="0.13"')}${rect(700, 800, 60, 14, '#b9bec4', 6)}${rect(840, 800, 60, 14, '#b9bec4', 6)}`,
});

const wheel = (ctx: DetailContext): Composition => ({
  defs: linear('wall', '#bcd3e8', '#e9f0f5') + linear('body', '#f4f5f2', '#cfd3d6'),
  body: `${rect(0, 0, W, H, 'url(#wall)')}${rect(0, 900, W, 300, '#8aa063')}${rect(0, 0, W, 620, 'url(#body)')}${line('M0 520 H 1600', tint(ctx.accent, -0.2), 40)}${path('M360 620 Q 360 250 800 250 Q 1240 250 1240 620Z', '#141517')}${circle(800, 720, 360, '#1b1c1f')}${circle(800, 720, 230, '#d9dde2')}${circle(800, 720, 200, '#b9bec4')}${circle(800, 720, 70, '#8d939a')}${line('M800 520 V 580 M800 860 V 920 M600 720 H 660 M940 720 H 1000', '#8d939a', 16)}${ellipse(800, 1085, 380, 30, '#000', ' opacity="0.3"')}`,
});

const windowView = (ctx: DetailContext): Composition => ({
  defs: linear('wall', '#bcd3e8', '#e9f0f5') + linear('body', '#f4f5f2', '#cfd3d6') + linear('glass', '#3a4654', '#1d242c'),
  body: `${rect(0, 0, W, H, 'url(#wall)')}${rect(0, 100, W, 1000, 'url(#body)')}${rect(300, 260, 1000, 600, '#2a2d31', 80)}${rect(330, 290, 940, 540, 'url(#glass)', 64)}${path('M380 320 L 700 320 L 420 780 Z', '#ffffff', ' opacity="0.12"')}${rect(330, 290, 940, 70, '#e8e4dc', 30, ' opacity="0.85"')}${line('M0 960 H 1600', tint(ctx.accent, -0.2), 40)}${line('M0 1020 H 1600', tint(ctx.accent, 0.2), 16)}`,
});

export const CAMPING_DETAILS: Record<string, (ctx: DetailContext) => Composition> = { interior, kitchen, bed, seating, bathroom, entrance, storage, wheel, window: windowView };
