import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { MobilityIcon, mobilityIconPaths } from './MobilityIcon';

describe('mobility icons', () => {
  it.each(MOBILITY_TYPES)('draws %s', (type) => {
    expect(mobilityIconPaths(type).length).toBeGreaterThan(2);
    const html = renderToStaticMarkup(<MobilityIcon type={type} title="Auto" />);
    expect(html).toContain('<title>Auto</title>');
    expect(html).toContain('role="img"');
  });

  it('throws for an unknown mobility type (product §8)', () => {
    expect(() => mobilityIconPaths('boat')).toThrow(new Error('Unknown mobility type: boat'));
    expect(() => renderToStaticMarkup(<MobilityIcon type="alle" />)).toThrow('Unknown mobility type: alle');
  });

  it('is decorative without a title', () => {
    expect(renderToStaticMarkup(<MobilityIcon type="bicycle" />)).toContain('aria-hidden="true"');
  });
});
