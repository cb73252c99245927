import { createRandom, hashSeed } from '../random';

/**
 * The demo tracked number of a demo dealer with a call-tracking code (decision 056): seed data,
 * like the dealer's own demo number, that the import stores in `dealers.tracked_phone`. Nothing at
 * run time makes a number up; a real dealer's tracked number comes from its feed or the provider.
 * Each dealer draws from its own stream, so adding these left every other dealer fact and every
 * listing of a seed as it was. 088 is the Dutch range for company-wide numbers, which is where
 * call-tracking providers take theirs from.
 */
export function demoTrackedPhone(seed: number | string, index: number, callTrackingCode: string | null): string | null {
  if (callTrackingCode === null) return null;
  const random = createRandom(hashSeed('tracked-phone', seed, index));
  return `088-${random.int(1_000_000, 9_999_999)}`;
}
