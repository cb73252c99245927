import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MOBILITY_TYPES } from '@/lib/vehicle/enums';
import { buildPhotoSvg, libraryPhotoNames, PhotoNameError, renderPhoto } from './render-photo';

const names = libraryPhotoNames();
/** One exterior and one detail per mobility type, spread over body types and views. */
const sample = MOBILITY_TYPES.flatMap((m) => {
  const own = names.filter((n) => n.startsWith(`${m}-`));
  const exterior = own.filter((n) => !n.includes('-detail-'));
  return [exterior[Math.floor(exterior.length / 3)] ?? '', own.find((n) => n.includes('-detail-')) ?? ''];
});

describe('renderPhoto', () => {
  it.each(sample)('renders %s as a 1600×1200 WebP', async (name) => {
    const bytes = await renderPhoto(name);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(1200);
    expect(bytes.length).toBeGreaterThan(8_000);
  });

  it('draws the named colour: a red car is mostly red where the body is', async () => {
    const stats = async (name: string) => (await sharp(await renderPhoto(name)).stats()).channels.map((c) => c.mean);
    const [redR = 0, redG = 0] = await stats('car-sedan-rood-side.webp');
    const [blueR = 0, , blueB = 0] = await stats('car-sedan-blauw-side.webp');
    expect(redR - redG).toBeGreaterThan(8);
    expect(blueB - blueR).toBeGreaterThan(8);
  });

  it('rejects names outside the library', async () => {
    await expect(renderPhoto('../etc/passwd')).rejects.toBeInstanceOf(PhotoNameError);
    await expect(renderPhoto('car-hatchback-paars-side.webp')).rejects.toMatchObject({ reason: 'unknown' });
  });
});

describe('buildPhotoSvg', () => {
  // Every one of the library's ~1,400 drawings: a few seconds of pure CPU, so it gets room when
  // the other core runs a test file too.
  it('builds a well-formed SVG for every name in the library', { timeout: 30_000 }, () => {
    for (const name of names) {
      const svg = buildPhotoSvg(name);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"'), name).toBe(true);
      expect(svg.endsWith('</svg>'), name).toBe(true);
      expect(svg, name).not.toMatch(/NaN|undefined|Infinity/);
    }
  });

  it('is deterministic per name and varies between names', () => {
    expect(buildPhotoSvg('car-suvTerreinwagen-grijs-front34.webp')).toBe(buildPhotoSvg('car-suvTerreinwagen-grijs-front34.webp'));
    expect(buildPhotoSvg('car-suvTerreinwagen-grijs-front34.webp')).not.toBe(buildPhotoSvg('car-suvTerreinwagen-wit-front34.webp'));
    expect(buildPhotoSvg('car-suvTerreinwagen-grijs-front34.webp')).not.toBe(buildPhotoSvg('car-suvTerreinwagen-grijs-rear34.webp'));
  });
});
