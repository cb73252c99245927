/**
 * The short FAQ of each home (product §2 "FAQ"): buying a used vehicle of that type through a
 * BOVAG dealer, from home.json `faq`. Pure over the translate function; a missing or malformed
 * list is a mistake in the copy and throws, which the unit test catches.
 */
import type { FaqEntry } from '@/lib/seo/json-ld';
import type { Translate } from '@/lib/i18n/translate';
import type { MobilityType } from '@/lib/vehicle/enums';

export interface HomeFaq {
  heading: string;
  items: FaqEntry[];
}

function isEntry(value: unknown): value is FaqEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { question, answer } = value as Record<string, unknown>;
  return typeof question === 'string' && question.length > 0 && typeof answer === 'string' && answer.length > 0;
}

export function homeFaq(mobility: MobilityType, t: Translate): HomeFaq {
  const items: unknown = t(`faq.items.${mobility}`, { returnObjects: true });
  if (!Array.isArray(items) || !items.every(isEntry)) throw new Error(`home.json faq.items.${mobility} must be a list of { question, answer }`);
  return { heading: t(`faq.heading.${mobility}`), items };
}
