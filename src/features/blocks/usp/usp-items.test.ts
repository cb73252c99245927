import { describe, expect, it } from 'vitest';
import { getT } from '@/lib/i18n/server';
import { uspItems } from './usp-items';

describe('uspItems', () => {
  it('links each reason to the page behind it, with the live stock last', async () => {
    const t = await getT('blocks');
    expect(uspItems('car', 12345, t)).toEqual([
      { key: 'dealers', href: '/bovag-zekerheid', label: 'Alleen erkende BOVAG-dealers' },
      { key: 'garantie', href: '/bovag-garantie', label: 'BOVAG Garantie op veel occasions' },
      { key: 'allIn', href: '/heldere-all-in-prijzen', label: 'Heldere all-in prijzen' },
      { key: 'stock', href: '/auto', label: '12.345 occasions op voorraad' },
    ]);
  });

  it('speaks of the vehicle type and counts one in the singular', async () => {
    const t = await getT('blocks');
    const items = uspItems('bicycle', 1, t);
    expect(items.at(-1)).toEqual({ key: 'stock', href: '/fietsen', label: '1 fiets op voorraad' });
    expect(items[1]?.label).toBe('Garantie op je fiets of e-bike');
  });

  it('leaves the count out when asked, or when nothing is in stock', async () => {
    const t = await getT('blocks');
    expect(uspItems('motor', null, t).map((item) => item.key)).toEqual(['dealers', 'garantie', 'allIn']);
    expect(uspItems('caramper', 0, t).map((item) => item.key)).toEqual(['dealers', 'garantie', 'allIn']);
  });
});
