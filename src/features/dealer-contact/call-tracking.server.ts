import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db';
import { dealers } from '@/db/schema';
import { telHref, trackedNumberFor } from './phone-number';

export interface TrackedNumber {
  display: string;
  href: string;
}

/** The tracked number of a dealer's call-tracking code; null for a code no dealer has. */
export async function trackedNumber(db: Db, code: string): Promise<TrackedNumber | null> {
  if (code.length === 0 || code.length > 40) return null;
  const rows = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.callTrackingCode, code)).limit(1);
  if (rows.length === 0) return null;
  const display = trackedNumberFor(code);
  return { display, href: telHref(display) };
}
