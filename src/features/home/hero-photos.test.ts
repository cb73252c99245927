import { describe, expect, it } from 'vitest';
import { EXTERIOR_VIEWS, PHOTO_NAME_PATTERN } from '@/features/media';
import { BODY_TYPES_BY_MOBILITY, COLOURS, MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { HERO_PHOTOS } from './hero-photos';

describe('hero photos', () => {
  it('name drawings the photo library can render', () => {
    for (const mobility of MOBILITY_TYPES) {
      const match = PHOTO_NAME_PATTERN.exec(HERO_PHOTOS[mobility]);
      expect(match, mobility).not.toBeNull();
      const [, type, bodyType, colour, view] = match ?? [];
      expect(type).toBe(mobility);
      expect(BODY_TYPES_BY_MOBILITY[mobility] as readonly string[]).toContain(bodyType);
      expect(COLOURS as readonly string[]).toContain(colour);
      expect(EXTERIOR_VIEWS[mobility]).toContain(view);
    }
  });
});
