import { describe, expect, it } from 'vitest';
import { tokenize, type NumberToken } from './tokens';

const numbers = (text: string) => tokenize(text).filter((token): token is NumberToken => token.type === 'number');

describe('tokenize', () => {
  it('reads numbers the Dutch way', () => {
    expect(numbers('15.000')[0]).toMatchObject({ value: 15000, grouped: true, currency: false });
    expect(numbers('15000')[0]).toMatchObject({ value: 15000, grouped: false });
    expect(numbers('€15.000,-')[0]).toMatchObject({ value: 15000, currency: true });
    expect(numbers('12.500,00')[0]).toMatchObject({ value: 12500, currency: true });
    expect(numbers('15k')[0]).toMatchObject({ value: 15000, grouped: true, scale: 1000 });
    expect(numbers('2,5k')[0]).toMatchObject({ value: 2500 });
    expect(numbers('1.000.000')[0]?.value).toBe(1_000_000);
  });

  it('splits a glued unit off and reads a dash between numbers as a range', () => {
    expect(tokenize('50.000km').map((token) => token.text)).toEqual(['50000', 'km']);
    expect(tokenize('125cc').map((token) => token.text)).toEqual(['125', 'cc']);
    expect(tokenize('10000-15000').map((token) => token.text)).toEqual(['10000', 'tot', '15000']);
  });

  it('lowercases, strips accents and splits words on punctuation, keeping what was typed', () => {
    const tokens = tokenize('Citroën e-bike ID.3, (Pössl)!');
    expect(tokens.map((token) => token.text)).toEqual(['citroen', 'e', 'bike', 'id', '3', 'possl']);
    expect(tokens[0]?.raw).toBe('Citroën');
  });

  it('keeps a glued postcode whole and does not take "1,5" for fifteen or a price', () => {
    expect(tokenize('3511AB')[0]).toMatchObject({ type: 'word', text: '3511ab' });
    expect(numbers('1,5').map((token) => token.value)).toEqual([1, 5]);
  });

  it('never throws on odd input', () => {
    for (const text of ['', '   ', '€', ',-', '.....', '----', '9'.repeat(40), '\u0000\uFFFF', '𝔘𝔱𝔯𝔢𝔠𝔥𝔱']) expect(() => tokenize(text)).not.toThrow();
    expect(numbers('9'.repeat(40))).toEqual([]);
  });
});
