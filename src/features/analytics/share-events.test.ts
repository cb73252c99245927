import { describe, expect, it } from 'vitest';
import { favouritesChangedDetail, shareEvent, vehicleIdOf } from './share-events';

describe('share events', () => {
  it('maps each share channel of the detail page to its web event', () => {
    expect(shareEvent('facebook')).toBe('shared-on-facebook');
    expect(shareEvent('x')).toBe('shared-on-twitter');
    expect(shareEvent('email')).toBe('shared-via-email');
    expect(shareEvent('whatsapp')).toBe('shared-via-whats-app');
  });

  it('has none for other channels', () => {
    expect(shareEvent('linkedin')).toBeNull();
    expect(shareEvent('toString')).toBeNull();
    expect(shareEvent(undefined)).toBeNull();
  });
});

describe('favorites-changed detail', () => {
  it('reads id, added and the vehicle', () => {
    expect(favouritesChangedDetail({ id: 5, added: true, vehicle: { id: 5 } })).toEqual({ id: 5, added: true, vehicle: { id: 5 } });
    expect(favouritesChangedDetail({ id: '5', added: false })).toEqual({ id: '5', added: false, vehicle: undefined });
  });

  it('ignores anything else', () => {
    expect(favouritesChangedDetail(null)).toBeNull();
    expect(favouritesChangedDetail({ id: 5 })).toBeNull();
    expect(favouritesChangedDetail({ id: null, added: true })).toBeNull();
  });

  it('turns ids into vehicle ids', () => {
    expect(vehicleIdOf('12')).toBe(12);
    expect(vehicleIdOf(12)).toBe(12);
    expect(vehicleIdOf('ab12cd3')).toBeNull();
    expect(vehicleIdOf(0)).toBeNull();
  });
});
