import { describe, expect, it } from 'vitest';
import { PHOTO_NAME_PATTERN } from '@/features/media';
import { feedPhotoName, isFeedPhotoName, photoMobilityType } from './photo-names';

const bytes = new TextEncoder().encode('een foto');

describe('feed photo names', () => {
  it('start with the vehicle type of their listing and end with the content hash', () => {
    const motor = feedPhotoName(bytes, 'motor');
    expect(motor).toMatch(/^motor-feed-photo-[a-f0-9]{32}\.webp$/);
    expect(feedPhotoName(bytes, 'caramper')).toBe(motor.replace(/^motor/, 'caramper'));
    expect(feedPhotoName(new TextEncoder().encode('een andere foto'), 'motor')).not.toBe(motor);
  });

  it('are photo names the import accepts, and the older car-only names still count', () => {
    for (const type of ['car', 'bicycle', 'motor', 'caramper'] as const) {
      const name = feedPhotoName(bytes, type);
      expect(isFeedPhotoName(name)).toBe(true);
      expect(name).toMatch(PHOTO_NAME_PATTERN);
    }
    expect(isFeedPhotoName(`car-feed-photo-${'a'.repeat(32)}.webp`)).toBe(true);
    expect(isFeedPhotoName(`boat-feed-photo-${'a'.repeat(32)}.webp`)).toBe(false);
    expect(isFeedPhotoName('car-hatchback-rood-front34.webp')).toBe(false);
  });

  it('take the type a listing names, and car when it names none or a wrong one', () => {
    expect(photoMobilityType('bicycle')).toBe('bicycle');
    expect(photoMobilityType(undefined)).toBe('car');
    expect(photoMobilityType('boot')).toBe('car');
    expect(photoMobilityType(3)).toBe('car');
  });
});
