import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes a key once and answers it from memory afterwards', () => {
    const calls: string[] = [];
    const upper = boundedMemo(10, (key) => {
      calls.push(key);
      return key.toUpperCase();
    });
    expect(upper('a')).toBe('A');
    expect(upper('a')).toBe('A');
    expect(upper('b')).toBe('B');
    expect(calls).toEqual(['a', 'b']);
  });

  it('remembers undefined answers too', () => {
    let calls = 0;
    const nothing = boundedMemo(10, () => {
      calls++;
      return undefined;
    });
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });

  it('never holds more than its limit and still answers correctly after starting over', () => {
    let calls = 0;
    const double = boundedMemo(3, (key) => {
      calls++;
      return key + key;
    });
    for (const key of ['a', 'b', 'c', 'd']) double(key);
    expect(calls).toBe(4);
    expect(double('d')).toBe('dd');
    expect(calls).toBe(4);
    // 'a' was forgotten when the memory started over at 'd'.
    expect(double('a')).toBe('aa');
    expect(calls).toBe(5);
  });
});
