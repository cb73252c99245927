import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';

describe('parseFrontMatter', () => {
  it('reads key: value lines and returns the body after the closing fence', () => {
    const { data, body } = parseFrontMatter('---\ntitle: BOVAG Garantie\ndescription: "Met: een dubbele punt"\n---\n\nTekst.\n');
    expect(data).toEqual({ title: 'BOVAG Garantie', description: 'Met: een dubbele punt' });
    expect(body.trim()).toBe('Tekst.');
  });

  it('accepts Windows line endings and a byte-order mark', () => {
    expect(parseFrontMatter('\uFEFF---\r\ntitle: A\r\n---\r\nB').data).toEqual({ title: 'A' });
  });

  it('skips blank lines and comments', () => {
    expect(parseFrontMatter('---\n# note\n\ntitle: A\n---\n').data).toEqual({ title: 'A' });
  });

  it.each([
    ['no opening fence', 'title: A\n---\n'],
    ['no closing fence', '---\ntitle: A\n'],
    ['a line without a key', '---\njust text\n---\n'],
    ['a repeated key', '---\ntitle: A\ntitle: B\n---\n'],
  ])('rejects %s', (_name, source) => {
    expect(() => parseFrontMatter(source)).toThrow();
  });
});
