import { describe, expect, it } from 'vitest';
import { PLACES } from '../data/places';
import { dealerRecordSchema } from '../import-schema';
import { generateDealers } from './dealers';

const dealers = generateDealers(1930);
const records = dealers.map((dealer) => dealer.record);

describe('demo dealers', () => {
  it('makes 400 valid dealers with unique ids and names, the same for the same seed', () => {
    expect(dealers).toHaveLength(400);
    for (const record of records) expect(dealerRecordSchema.safeParse(record).success).toBe(true);
    expect(new Set(records.map((r) => r.externalId)).size).toBe(400);
    expect(new Set(records.map((r) => r.name)).size).toBe(400);
    expect(generateDealers(1930)).toEqual(dealers);
  });

  it('places dealers in real places with that place’s postal codes, area code and coordinates', () => {
    for (const record of records) {
      const place = PLACES.find((candidate) => candidate.name === record.city);
      expect(place, record.city).toBeDefined();
      if (!place) continue;
      const digits = Number(record.postalCode.slice(0, 4));
      expect(digits).toBeGreaterThanOrEqual(place.postalFrom);
      expect(digits).toBeLessThanOrEqual(place.postalTo);
      expect(record.postalCode).toMatch(/^\d{4} [A-Z]{2}$/);
      expect(record.phone.startsWith(`${place.areaCode}-`) || record.phone.startsWith('06-')).toBe(true);
      expect(record.phone.replace('-', '')).toHaveLength(10);
      expect(Math.abs(record.latitude - place.lat)).toBeLessThan(0.02);
      expect(Math.abs(record.longitude - place.lon)).toBeLessThan(0.02);
      expect(record.province).toBe(place.province);
    }
  });

  it('weights the Randstad heavily', () => {
    const randstad = records.filter((r) => ['Noord-Holland', 'Zuid-Holland', 'Utrecht'].includes(r.province)).length;
    expect(randstad / records.length).toBeGreaterThan(0.38);
    expect(new Set(records.map((r) => r.province)).size).toBe(12);
  });

  it('specialises dealers, mostly in cars, and names them the Dutch way', () => {
    const count = (specialty: string) => dealers.filter((d) => d.specialty === specialty).length;
    expect(count('car')).toBeGreaterThan(200);
    for (const specialty of ['bicycle', 'motor', 'caramper', 'carCamping', 'twoWheels']) expect(count(specialty)).toBeGreaterThan(0);
    expect(records.some((r) => r.name.startsWith('Autobedrijf '))).toBe(true);
    expect(records.some((r) => / Tweewielers$/.test(r.name))).toBe(true);
  });

  it('rates dealers 3.6 to 5.0, gives about half a call-tracking code and opens Monday to Saturday', () => {
    expect(records.every((r) => (r.reviewRating ?? 0) >= 3.6 && (r.reviewRating ?? 0) <= 5)).toBe(true);
    const tracked = records.filter((r) => r.callTrackingCode !== null).length / records.length;
    expect(tracked).toBeGreaterThan(0.4);
    expect(tracked).toBeLessThan(0.6);
    expect(records.every((r) => [0, 1, 2, 3, 4, 5].every((day) => r.openingHours.some((entry) => entry.day === day)))).toBe(true);
    expect(records.some((r) => r.openingHours.some((entry) => entry.day === 6))).toBe(true);
    expect(records.some((r) => r.openingHours.some((entry) => entry.close === '21:00'))).toBe(true);
  });

  it('gives every dealer with a call-tracking code a tracked number in its data, and no other dealer one (decision 056)', () => {
    for (const record of records) expect(record.trackedPhone === null, record.externalId).toBe(record.callTrackingCode === null);
    expect(new Set(records.map((r) => r.trackedPhone).filter((phone) => phone !== null)).size).toBeGreaterThan(150);
  });
});
