import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './front-matter';

describe('parseFrontMatter', () => {
  it('reads key: value lines and returns the body after the fence', () => {
    const { data, body } = parseFrontMatter('---\ntitle: Hallo\ndate: 2026-03-12\n---\n\n## Kop\n\nTekst');
    expect(data).toEqual({ title: 'Hallo', date: '2026-03-12' });
    expect(body).toBe('## Kop\n\nTekst');
  });

  it('unquotes values and keeps colons inside them', () => {
    const { data } = parseFrontMatter(`---\ntitle: "BOVAG Garantie: dit krijg je erbij"\nquote: 'It''s'\nescaped: "een \\"echte\\" tip"\n---\n`);
    expect(data.title).toBe('BOVAG Garantie: dit krijg je erbij');
    expect(data.quote).toBe("It's");
    expect(data.escaped).toBe('een "echte" tip');
  });

  it('keeps a content page\'s description with a colon, quoted', () => {
    const { data, body } = parseFrontMatter('---\ntitle: BOVAG Garantie\ndescription: "Met: een dubbele punt"\n---\n\nTekst.\n');
    expect(data).toEqual({ title: 'BOVAG Garantie', description: 'Met: een dubbele punt' });
    expect(body).toBe('Tekst.\n');
  });

  it('reads an empty value as an empty string', () => {
    expect(parseFrontMatter('---\nimage:\n---\nx').data.image).toBe('');
  });

  it('accepts Windows line endings and a byte-order mark', () => {
    expect(parseFrontMatter('\uFEFF---\r\ntitle: A\r\n---\r\nB').data).toEqual({ title: 'A' });
  });

  it('skips blank lines and comments', () => {
    expect(parseFrontMatter('---\n# uitleg\n\ntitle: A\n---\n').data).toEqual({ title: 'A' });
  });

  it('fails loudly on what it does not understand', () => {
    expect(() => parseFrontMatter('title: A\n')).toThrow(/moet met --- beginnen/);
    expect(() => parseFrontMatter('---\ntitle: A\n')).toThrow(/niet afgesloten/);
    expect(() => parseFrontMatter('---\n- lijst\n---\n')).toThrow(/regel 2/);
    expect(() => parseFrontMatter('---\ntitle: A\ntitle: B\n---\n')).toThrow(/twee keer/);
  });
});
