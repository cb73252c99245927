/**
 * The roadside number as /pechhulp shows it (issue 17 item 5): written as the operator set it in
 * ROADSIDE_PHONE, dialled in the international form so the link works from abroad too.
 */
import { telHref } from '@/lib/format/phone';

export interface RoadsidePhone {
  display: string;
  href: string;
}

export function roadsidePhone(configured: string): RoadsidePhone {
  return { display: configured.trim(), href: telHref(configured) };
}

/** The emergency number is the same everywhere in the EU, and a tel: link dials it as written. */
export const EMERGENCY_PHONE: RoadsidePhone = { display: '112', href: 'tel:112' };
