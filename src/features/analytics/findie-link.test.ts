import { describe, expect, it } from 'vitest';
import { findieLinkProps, findiePayload } from './findie-link';
import { parseWebEventBody } from './web-event-body';
import { VEHICLE_FREE_EVENTS } from './web-event';

/** What the browser's dataset makes of the attributes: data-findie-placement → findiePlacement. */
function dataset(props: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(props).map(([name, value]) => [name.replace(/^data-/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()), value]));
}

describe('findie-link-clicked (issue 17)', () => {
  it('carries the partner and where the link sits, and the vehicle on a detail page', () => {
    expect(findiePayload(dataset(findieLinkProps('Verzekeringspartner', 'verzekering')))).toEqual({ partner: 'Verzekeringspartner', placement: 'verzekering' });
    expect(findiePayload(dataset(findieLinkProps('Findio', 'detail', 42)))).toEqual({ partner: 'Findio', placement: 'detail', vehicleId: 42 });
  });

  it('sends nothing for a link that names no partner', () => {
    expect(findiePayload({})).toBeNull();
    expect(findiePayload({ findie: '  ' })).toBeNull();
  });

  it('is accepted by the web-event call without a vehicle, but only when it names its partner', () => {
    const target = VEHICLE_FREE_EVENTS['findie-link-clicked'];
    expect(parseWebEventBody({ partner: 'Verzekeringspartner', placement: 'verzekering' }, target)).toEqual({ vehicleId: null, customFields: { partner: 'Verzekeringspartner', placement: 'verzekering' } });
    expect(parseWebEventBody({ placement: 'verzekering' }, target)).toBeNull();
    expect(parseWebEventBody({ partner: '' }, target)).toBeNull();
    // Every other event still names its vehicle.
    expect(parseWebEventBody({ partner: 'Verzekeringspartner' })).toBeNull();
    expect(VEHICLE_FREE_EVENTS['shared-via-email']).toBeUndefined();
  });
});
