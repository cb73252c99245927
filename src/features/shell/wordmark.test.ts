import { describe, expect, it } from 'vitest';
import { splitWordmark } from './wordmark';

describe('splitWordmark', () => {
  it('sets a lowercase lead-in apart', () => {
    expect(splitWordmark('viaBOVAG')).toEqual({ lead: 'via', rest: 'BOVAG' });
  });
  it('keeps other names whole', () => {
    expect(splitWordmark('Occasionplein')).toEqual({ lead: '', rest: 'Occasionplein' });
    expect(splitWordmark('autos')).toEqual({ lead: '', rest: 'autos' });
  });
});
