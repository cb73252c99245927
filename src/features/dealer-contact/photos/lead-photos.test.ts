import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { preparePhotos, type PhotoUpload } from './lead-photos.server';

async function jpegWithLocation(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExifMerge({
      IFD0: { Make: 'Telefoon', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '5/1 7/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const upload = (name: string, bytes: Buffer, type = 'image/jpeg'): PhotoUpload => ({ name, type, size: bytes.length, bytes });

describe('preparePhotos', () => {
  it('turns a photo upright, shrinks it to 1600 px and strips EXIF and location', async () => {
    const original = await jpegWithLocation(3000, 2000);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('Telefoon'))).toBe(true);
    // The GPSInfo pointer (tag 0x8825) in either byte order.
    const hasGps = (exif: Buffer | undefined) => Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
    expect(hasGps(before.exif)).toBe(true);
    const result = await preparePhotos([upload('auto.jpg', original)]);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const [photo] = result.photos;
    // Orientation 6 means the camera was turned: the stored photo is portrait.
    expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 1067, height: 1600 });
    const meta = await sharp(photo?.content).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1067, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(photo?.content.includes(Buffer.from('Telefoon'))).toBe(false);
  });

  it('keeps small photos small and makes PNG and WebP a JPEG, transparency white', async () => {
    const png = await sharp({ create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const webp = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    const result = await preparePhotos([upload('a.png', png, 'image/png'), upload('b.webp', webp, 'image/webp')]);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.photos.map(({ width, height, contentType }) => ({ width, height, contentType }))).toEqual([
      { width: 200, height: 100, contentType: 'image/jpeg' },
      { width: 640, height: 480, contentType: 'image/jpeg' },
    ]);
    const { data } = await sharp(result.photos[0]?.content).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
  });

  it('refuses what only pretends to be a photo, by its bytes', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).gif().toBuffer();
    const result = await preparePhotos([
      upload('nep.jpg', Buffer.from('%PDF-1.7 not a photo')),
      upload('animatie.jpg', gif),
      upload('kapot.jpg', (await jpegWithLocation(100, 100)).subarray(0, 200)),
    ]);
    expect(result).toEqual({
      ok: false,
      problems: [
        { code: 'photos.unreadable', name: 'nep.jpg' },
        { code: 'photos.type', name: 'animatie.jpg' },
        { code: 'photos.unreadable', name: 'kapot.jpg' },
      ],
    });
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#000' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await preparePhotos([upload('bom.png', bomb, 'image/png')])).toEqual({ ok: false, problems: [{ code: 'photos.unreadable', name: 'bom.png' }] });
  });
});
