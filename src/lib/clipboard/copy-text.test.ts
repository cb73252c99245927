import { describe, expect, it } from 'vitest';
import { copyText } from './copy-text';

describe('copyText', () => {
  it('writes the text and says so', async () => {
    const written: string[] = [];
    expect(await copyText('https://example.nl/a', { writeText: async (text) => void written.push(text) })).toBe(true);
    expect(written).toEqual(['https://example.nl/a']);
  });

  it('answers false when the browser refuses or has no clipboard', async () => {
    expect(await copyText('x', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) })).toBe(false);
    expect(await copyText('x', undefined)).toBe(false);
  });
});
