import { describe, expect, it } from 'vitest';
import { getT } from '@/lib/i18n/server';
import { MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { homeFaq } from './home-faq';

describe('homeFaq', () => {
  it.each(MOBILITY_TYPES)('gives the %s home a heading and a few questions with answers', async (mobility) => {
    const faq = homeFaq(mobility, await getT('home'));
    expect(faq.heading).toMatch(/BOVAG-dealer$/);
    expect(faq.items.length).toBeGreaterThanOrEqual(4);
    for (const item of faq.items) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(60);
    }
  });

  it('refuses copy that is not a list of questions', () => {
    const t = ((key: string) => (key.startsWith('faq.items') ? 'geen lijst' : key)) as Parameters<typeof homeFaq>[1];
    expect(() => homeFaq('car', t)).toThrow(/faq\.items\.car/);
  });
});
