import { describe, expect, it } from 'vitest';
import { madeOnce } from './made-once';

describe('madeOnce', () => {
  it('makes nothing until asked, then makes once and hands out the same value', () => {
    let made = 0;
    const value = madeOnce(() => {
      made++;
      return { made };
    });
    expect(made).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps an undefined value too', () => {
    let made = 0;
    const nothing = madeOnce(() => {
      made++;
      return undefined;
    });
    nothing();
    nothing();
    expect(made).toBe(1);
  });
});
