import { describe, expect, it } from 'vitest';
import { callTrackingScript, parseTrackingDelay } from './call-tracking-script';

describe('call-tracking script', () => {
  it('is valid JavaScript that waits the given delay before swapping', () => {
    const source = callTrackingScript(1500);
    expect(() => new Function(source)).not.toThrow();
    expect(source).toContain('}, 1500);');
    expect(source).toContain(`"/api/client/call-tracking" + '/' + encodeURIComponent(code)`);
  });

  it('has a variant that never answers', () => {
    expect(callTrackingScript(null)).not.toContain('fetch');
  });

  it('only understands "never" and milliseconds up to a minute', () => {
    expect(parseTrackingDelay(null)).toBe(0);
    expect(parseTrackingDelay('never')).toBeNull();
    expect(parseTrackingDelay('5000')).toBe(5000);
    expect(parseTrackingDelay('60001')).toBe(0);
    expect(parseTrackingDelay('1e3')).toBe(0);
  });
});
