import { describe, expect, it } from 'vitest';
import { wrapTarget } from './focus-trap';

describe('wrapTarget', () => {
  it('wraps Tab from the last control to the first and Shift+Tab from the first to the last', () => {
    expect(wrapTarget(2, 3, false)).toBe(0);
    expect(wrapTarget(0, 3, true)).toBe(2);
  });

  it('lets the browser move between the controls in between', () => {
    expect(wrapTarget(0, 3, false)).toBeNull();
    expect(wrapTarget(1, 3, true)).toBeNull();
  });

  it('starts at the near end when focus is on the dialog itself, and does nothing without controls', () => {
    expect(wrapTarget(-1, 3, false)).toBe(0);
    expect(wrapTarget(-1, 3, true)).toBe(2);
    expect(wrapTarget(-1, 0, false)).toBeNull();
  });
});
