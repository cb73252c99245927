import { tint } from './colour';
import { circle, ellipse, H, line, linear, path, radial, rect, ring, W, wedges, type DetailContext } from './detail-kit';

export interface Composition {
  defs: string;
  body: string;
}

function windscreenView(): string {
  return `${rect(0, 0, W, 520, 'url(#outside)')}${path('M0 430 Q 400 380 800 410 T 1600 400 V 520 H 0Z', '#7f9a78', ' opacity="0.6"')}`;
}

function steeringWheel(cx: number, cy: number, r: number): string {
  return `${ring(cx, cy, r, '#1b1c1f', r * 0.16)}${ring(cx, cy, r - r * 0.06, '#2e3034', r * 0.03)}${path(`M${cx - r} ${cy + 10} Q ${cx} ${cy + r * 0.25} ${cx + r} ${cy + 10} L ${cx + r * 0.3} ${cy + r * 0.55} H ${cx - r * 0.3} Z`, '#222428')}${circle(cx, cy + 8, r * 0.3, '#2a2c30')}${circle(cx, cy + 8, r * 0.1, '#8f959c')}${rect(cx - r * 0.62, cy - 8, r * 0.26, r * 0.18, '#33363b', 8)}${rect(cx + r * 0.36, cy - 8, r * 0.26, r * 0.18, '#33363b', 8)}`;
}

function gauge(cx: number, cy: number, r: number, needle: number): string {
  let ticks = '';
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * 0.75 + (i / 10) * Math.PI * 1.5;
    ticks += line(`M${cx + Math.cos(a) * r * 0.78} ${cy + Math.sin(a) * r * 0.78}L${cx + Math.cos(a) * r * 0.92} ${cy + Math.sin(a) * r * 0.92}`, '#e8ecef', 4);
  }
  const a = Math.PI * 0.75 + needle * Math.PI * 1.5;
  return `${circle(cx, cy, r, '#0d0f12')}${ring(cx, cy, r, '#5f656d', 6)}${ticks}${line(`M${cx} ${cy}L${cx + Math.cos(a) * r * 0.75} ${cy + Math.sin(a) * r * 0.75}`, '#ff5a36', 6)}${circle(cx, cy, 12, '#3a3d42')}`;
}

const dashboard = (): Composition => ({
  defs: linear('outside', '#bcd3e8', '#eef3f6') + linear('dash', '#2f3237', '#17181b') + linear('screen', '#1d3550', '#0e1a29'),
  body: `${windscreenView()}${path('M0 520 Q 800 420 1600 520 V 1200 H 0Z', 'url(#dash)')}${rect(300, 560, 520, 230, '#0f1114', 40)}${gauge(440, 675, 95, 0.35)}${gauge(680, 675, 95, 0.2)}${rect(960, 560, 420, 250, '#0c0e11', 24)}${rect(980, 580, 380, 210, 'url(#screen)', 14)}${rect(1010, 610, 150, 70, '#3b6ea8', 8, ' opacity="0.8"')}${rect(1180, 610, 150, 150, '#2f4f6f', 8, ' opacity="0.7"')}${rect(1010, 700, 150, 60, '#5f8f5f', 8, ' opacity="0.7"')}${rect(1000, 860, 340, 60, '#2a2c30', 20)}${rect(120, 600, 120, 70, '#25272b', 18)}${rect(1440, 600, 120, 70, '#25272b', 18)}${steeringWheel(560, 930, 300)}`,
});

function seat(x: number, y: number, s: number, leather: string): string {
  const dark = tint(leather, -0.3);
  return `${path(`M${x} ${y} Q ${x - 30 * s} ${y - 300 * s} ${x + 20 * s} ${y - 520 * s} L ${x + 190 * s} ${y - 500 * s} Q ${x + 200 * s} ${y - 260 * s} ${x + 170 * s} ${y} Z`, leather)}${rect(x + 30 * s, y - 640 * s, 150 * s, 120 * s, leather, 40 * s)}${path(`M${x + 60 * s} ${y - 40 * s} Q ${x + 60 * s} ${y - 260 * s} ${x + 85 * s} ${y - 460 * s}`, 'none', ` stroke="${dark}" stroke-width="${6 * s}"`)}${path(`M${x + 120 * s} ${y - 40 * s} Q ${x + 130 * s} ${y - 260 * s} ${x + 140 * s} ${y - 460 * s}`, 'none', ` stroke="${dark}" stroke-width="${6 * s}"`)}${path(`M${x + 150 * s} ${y - 30 * s} L ${x + 520 * s} ${y - 60 * s} Q ${x + 560 * s} ${y + 20 * s} ${x + 520 * s} ${y + 70 * s} L ${x + 120 * s} ${y + 80 * s} Z`, tint(leather, 0.05))}`;
}

const seats = (ctx: DetailContext): Composition => ({
  defs: linear('cabin', '#3a3d42', '#1c1d20') + linear('door', '#2b2d31', '#46494f', false),
  body: `${rect(0, 0, W, H, 'url(#cabin)')}${rect(0, 120, W, 300, '#c9d8e4', 0, ' opacity="0.55"')}${rect(0, 980, W, 220, '#202124')}${seat(780, 980, 1.1, ctx.accent)}${seat(180, 960, 0.95, tint(ctx.accent, -0.1))}${rect(0, 820, 200, 380, 'url(#door)')}${line('M1300 300 L1250 900', '#55585e', 18)}`,
});

const rearseats = (ctx: DetailContext): Composition => {
  let body = `${rect(0, 0, W, H, '#26282c')}${path('M200 150 H1400 L1500 420 H100Z', '#aac1d4', ' opacity="0.7"')}${rect(0, 1000, W, 200, '#1d1e21')}`;
  for (const x of [260, 640, 1020]) body += `${path(`M${x} 980 Q ${x - 20} 700 ${x + 10} 470 H ${x + 330} Q ${x + 350} 700 ${x + 330} 980Z`, ctx.accent)}${rect(x + 90, 360, 150, 110, ctx.accent, 30)}${line(`M${x + 80} 500 V 960`, tint(ctx.accent, -0.25), 6)}${line(`M${x + 250} 500 V 960`, tint(ctx.accent, -0.25), 6)}`;
  body += `${path('M200 980 H1400 L1460 1090 H140Z', tint(ctx.accent, 0.06))}${line('M420 420 L600 960', '#111', 10)}${line('M1180 420 L1000 960', '#111', 10)}`;
  return { defs: '', body };
};

const boot = (): Composition => ({
  defs: linear('carpet', '#2a2c30', '#16171a') + linear('lid', '#8d949c', '#5e646b'),
  body: `${rect(0, 0, W, H, '#d9dde2')}${rect(0, 880, W, 320, '#b5bac0')}${path('M180 240 Q 800 120 1420 240 L 1480 900 H 120 Z', 'url(#lid)')}${path('M290 320 Q 800 230 1310 320 L 1340 860 H 260 Z', '#111214')}${path('M330 620 H 1270 L 1320 850 H 280 Z', 'url(#carpet)')}${rect(330, 360, 940, 260, '#1b1c1f')}${rect(180, 860, 1240, 90, '#3d4147', 18)}${rect(200, 470, 70, 200, '#b0121c', 12)}${rect(1330, 470, 70, 200, '#b0121c', 12)}${rect(640, 880, 320, 50, '#c8ccd1', 6)}${path('M380 700 H 560 V 820 H 380Z', '#26282c')}`,
});

const wheel = (ctx: DetailContext): Composition => {
  const cx = 800;
  const cy = 640;
  return {
    defs: radial('rim', '#eef1f4', '#8f969e') + linear('body', ctx.accent, tint(ctx.accent, -0.4)),
    body: `${rect(0, 0, W, H, '#cfd4da')}${rect(0, 1000, W, 200, '#9aa0a7')}${path('M0 0 H1600 V 420 Q 1300 60 800 60 Q 300 60 0 420Z', 'url(#body)')}${ellipse(cx, 1050, 520, 60, '#000', ' opacity="0.3"')}${circle(cx, cy, 440, '#1b1c1f')}${ring(cx, cy, 420, '#2c2e32', 8)}${circle(cx, cy, 300, 'url(#rim)')}${circle(cx, cy, 270, '#2b2e33')}${circle(cx, cy, 190, '#8a9097')}${ring(cx, cy, 150, '#6d737a', 26)}${rect(cx + 90, cy - 200, 110, 180, '#c3262e', 30)}${wedges(cx, cy, 70, 285, 5, '#d7dbe0', 0.22, 0.3)}${circle(cx, cy, 80, '#cfd3d8')}${circle(cx, cy, 36, '#3a3d42')}`,
  };
};

const engine = (): Composition => ({
  defs: linear('bay', '#3a3d42', '#1a1b1e') + linear('cover', '#2c2e33', '#121315'),
  body: `${rect(0, 0, W, H, 'url(#bay)')}${path('M0 0 H1600 V 140 H0Z', '#7d848c')}${path('M420 300 H1180 L1240 820 H360Z', 'url(#cover)')}${rect(520, 380, 560, 90, '#3a3d42', 30)}${line('M560 540 H1040 M560 600 H1040 M560 660 H1040', '#44474d', 10)}${rect(1260, 320, 240, 260, '#1e2024', 12)}${circle(1330, 350, 24, '#c41d24')}${circle(1430, 350, 24, '#2d2f33')}${rect(120, 340, 200, 260, '#e9e5d8', 24, ' opacity="0.9"')}${circle(220, 330, 44, '#f2c21a')}${rect(150, 680, 170, 170, '#e9e5d8', 30, ' opacity="0.85"')}${circle(235, 670, 36, '#2a7bd1')}${line('M320 460 Q 420 520 420 600', '#15161a', 22)}${line('M1260 600 Q 1200 700 1240 860', '#15161a', 22)}${circle(300, 1000, 140, '#2b2d31')}${circle(1300, 1000, 140, '#2b2d31')}`,
});

const steering = (): Composition => ({
  defs: linear('outside', '#c7d8e6', '#eef2f5') + linear('dash', '#2f3237', '#17181b'),
  body: `${windscreenView()}${path('M0 480 Q 800 380 1600 480 V 1200 H 0Z', 'url(#dash)')}${rect(560, 500, 480, 200, '#0f1114', 30)}${gauge(700, 600, 80, 0.3)}${gauge(900, 600, 80, 0.15)}${steeringWheel(800, 800, 480)}`,
});

export const CAR_DETAILS: Record<string, (ctx: DetailContext) => Composition> = { dashboard, seats, boot, wheel, engine, rearseats, steering };
