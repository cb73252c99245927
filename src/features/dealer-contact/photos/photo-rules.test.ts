import { describe, expect, it } from 'vitest';
import contact from '../../../../public/locales/nl/contact.json';
import { attachmentName, displayName, MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTO_ERROR_CODES, photoMessage, screenPhotos } from './photo-rules';

const photo = (name: string, type = 'image/jpeg', size = 500_000) => ({ name, type, size });

describe('trade-in photo rules', () => {
  it('accepts JPEG, PNG and WebP up to 8 MB', () => {
    const files = [photo('a.jpg'), photo('b.png', 'image/png'), photo('c.webp', 'image/webp', MAX_PHOTO_BYTES)];
    expect(screenPhotos(0, files)).toEqual({ accepted: files, problems: [] });
  });

  it('refuses other types, photos over 8 MB and empty files, naming each', () => {
    const result = screenPhotos(0, [photo('IMG_0001.HEIC', 'image/heic'), photo('scan.pdf', 'application/pdf'), photo('big.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1), photo('leeg.jpg', 'image/jpeg', 0), photo('ok.JPG', 'IMAGE/JPEG')]);
    expect(result.accepted.map((file) => file.name)).toEqual(['ok.JPG']);
    expect(result.problems).toEqual([
      { code: 'photos.type', name: 'IMG_0001.HEIC' },
      { code: 'photos.type', name: 'scan.pdf' },
      { code: 'photos.tooBig', name: 'big.jpg' },
      { code: 'photos.unreadable', name: 'leeg.jpg' },
    ]);
  });

  it('fills the form up to six photos and says once that the rest did not fit', () => {
    const files = Array.from({ length: 5 }, (_, index) => photo(`${index}.jpg`));
    const result = screenPhotos(3, files);
    expect(MAX_PHOTOS).toBe(6);
    expect(result.accepted.map((file) => file.name)).toEqual(['0.jpg', '1.jpg', '2.jpg']);
    expect(result.problems).toEqual([{ code: 'photos.tooMany', name: '3.jpg' }]);
    expect(screenPhotos(6, [photo('x.jpg')]).accepted).toEqual([]);
  });

  it('writes the problems in Dutch with the file name, each sentence once', () => {
    const message = photoMessage(
      [
        { code: 'photos.tooBig', name: 'C:\\fakepath\\groot.jpg' },
        { code: 'photos.tooMany', name: 'a.jpg' },
        { code: 'photos.tooMany', name: 'b.jpg' },
      ],
      contact.errors,
    );
    expect(message).toBe("groot.jpg is groter dan 8 MB. Kies een kleinere foto. Je kunt maximaal 6 foto's meesturen.");
    expect(displayName('a'.repeat(60) + '.jpg')).toHaveLength(38);
    expect(attachmentName(0)).toBe('inruilfoto-1.jpg');
  });

  it('has a Dutch sentence for every code', () => {
    for (const code of PHOTO_ERROR_CODES) expect(contact.errors[code as keyof typeof contact.errors], code).toMatch(/\.$/);
  });
});
