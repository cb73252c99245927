import { describe, expect, it } from 'vitest';
import { DETAIL_SECTIONS } from './detail-sections';

describe('DETAIL_SECTIONS', () => {
  it('names each section once', () => {
    const keys = DETAIL_SECTIONS.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lays the regions out top to bottom, as the page shows them', () => {
    const regions = DETAIL_SECTIONS.map((entry) => entry.region).filter((region, i, all) => region !== all[i - 1]);
    expect(regions).toEqual(['top', 'media', 'summary', 'main', 'bottom']);
  });
});
