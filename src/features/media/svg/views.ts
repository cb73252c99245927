import { between, type Random } from './variation';

/** Camera azimuth per exterior view: 0° is the left flank, +90° the nose, −90° the tail. */
const AZIMUTH: Record<string, number> = { side: 0, front34: 48, rear34: -46, front: 90, rear: -90 };

export function azimuthFor(view: string, random: Random): number {
  const base = AZIMUTH[view] ?? 0;
  const jitter = view === 'front34' || view === 'rear34' ? 5 : 1.5;
  return base + between(random, -jitter, jitter);
}

/** Head-on views hide the near wheels behind the bumper instead of in front of the flank. */
export const isHeadOn = (azimuth: number): boolean => Math.abs(azimuth) > 72;
