import { describe, expect, it } from 'vitest';
import { trackedNumberFor } from './phone-number';

describe('trackedNumberFor', () => {
  it('gives every code one stable ten-digit 088 number', () => {
    const number = trackedNumberFor('AEN2100-1234');
    expect(number).toMatch(/^088-\d{7}$/);
    expect(trackedNumberFor('AEN2100-1234')).toBe(number);
    expect(trackedNumberFor('AEN2100-1235')).not.toBe(number);
  });
});
