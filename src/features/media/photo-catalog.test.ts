import { describe, expect, it } from 'vitest';
import { BODY_TYPES_BY_MOBILITY, COLOURS, MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { libraryPhotoNames, parsePhotoName } from './photo-catalog';
import { DETAIL_VIEWS, EXTERIOR_VIEWS, photoNamesFor } from './photo-names';

describe('photo library names', () => {
  const names = libraryPhotoNames();

  it('covers every body type, colour and view once', () => {
    let expected = 0;
    for (const m of MOBILITY_TYPES) expected += BODY_TYPES_BY_MOBILITY[m].length * COLOURS.length * EXTERIOR_VIEWS[m].length + DETAIL_VIEWS[m].length;
    expect(names).toHaveLength(expected);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBe(1370);
  });

  it('accepts every library name', () => {
    for (const name of names) expect(parsePhotoName(name).ok, name).toBe(true);
  });

  it('accepts what the inventory generator asks for', () => {
    const listing = photoNamesFor({ mobilityType: 'caramper', bodyType: 'alkoof', colour: 'wit', count: 12, offset: 4 });
    expect(listing).toHaveLength(12);
    for (const name of listing) expect(names).toContain(name);
  });

  it('reads exterior and detail names into their parts', () => {
    expect(parsePhotoName('car-hatchback-rood-front34.webp')).toEqual({ ok: true, spec: { kind: 'exterior', mobility: 'car', bodyType: 'hatchback', colour: 'rood', view: 'front34' } });
    expect(parsePhotoName('bicycle-detail-battery.webp')).toEqual({ ok: true, spec: { kind: 'detail', mobility: 'bicycle', view: 'battery' } });
  });

  it.each(['../x.webp', '..%2Fsecret.webp', 'car-hatchback-rood-front34.png', 'car-hatchback-rood-front34.webp/..', 'boat-hull-wit-side.webp', '', 'car-hatch back-rood-side.webp', `car-${'a'.repeat(200)}-rood-side.webp`])(
    'rejects %j as malformed',
    (name) => {
      expect(parsePhotoName(name)).toEqual({ ok: false, reason: 'malformed' });
    },
  );

  it.each(['car-hatchback-paars-side.webp', 'car-hatchback-rood-top.webp', 'car-racefiets-rood-side.webp', 'bicycle-detail-dashboard.webp', 'motor-interior-seat.webp', 'caramper-caravan-wit-front.webp'])(
    'rejects %j as unknown',
    (name) => {
      expect(parsePhotoName(name)).toEqual({ ok: false, reason: 'unknown' });
    },
  );
});
