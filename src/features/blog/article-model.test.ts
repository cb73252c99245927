import { describe, expect, it } from 'vitest';
import { parseArticle, pickForHome, readingMinutes, relatedTo, type ArticleSummary } from './article-model';

const source = (fields: Record<string, string>, body = 'Tekst van het artikel.') =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n${body}`;

const valid = {
  title: 'Een goede titel',
  description: 'Een beschrijving die lang genoeg is voor de zoekmachine.',
  date: '2026-03-12',
  author: 'De redactie',
  category: 'car',
  image: 'car-hatchback-rood-front34.webp',
};

describe('parseArticle', () => {
  it('turns a file into an article with its slug and reading time', () => {
    const article = parseArticle('een-goede-titel', source(valid, 'woord '.repeat(450)));
    expect(article).toMatchObject({ slug: 'een-goede-titel', title: 'Een goede titel', category: 'car', image: 'car-hatchback-rood-front34.webp', readingMinutes: 2 });
  });

  it('reads an empty image as a drawn header', () => {
    expect(parseArticle('a', source({ ...valid, image: '' })).image).toBeNull();
  });

  it('rejects what the site cannot show', () => {
    expect(() => parseArticle('a', source({ ...valid, category: 'boot' }))).toThrow(/category/);
    expect(() => parseArticle('a', source({ ...valid, date: '12 maart 2026' }))).toThrow(/date/);
    expect(() => parseArticle('a', source({ ...valid, image: 'https://example.com/x.jpg' }))).toThrow(/image/);
    const { title: _title, ...withoutTitle } = valid;
    expect(() => parseArticle('a', source(withoutTitle))).toThrow(/title/);
    expect(() => parseArticle('Geen Slug', source(valid))).toThrow(/geen geldige naam/);
  });
});

describe('readingMinutes', () => {
  it('counts words at 200 a minute, at least one minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('woord '.repeat(1000))).toBe(5);
    expect(readingMinutes('## Kop\n\n- een\n- twee\n\n> drie')).toBe(1);
  });

  it('does not count markdown punctuation as words', () => {
    expect(readingMinutes('woord '.repeat(200) + ' - > ## **'.repeat(300))).toBe(1);
  });
});

const summary = (slug: string, category: ArticleSummary['category'], date: string): ArticleSummary => ({
  slug,
  category,
  date,
  title: slug,
  description: slug,
  author: 'De redactie',
  image: null,
  readingMinutes: 3,
});

const articles = [
  summary('fiets-oud', 'bicycle', '2025-01-01'),
  summary('algemeen-nieuw', 'algemeen', '2026-03-01'),
  summary('auto-nieuw', 'car', '2026-02-01'),
  summary('fiets-nieuw', 'bicycle', '2026-01-01'),
  summary('motor', 'motor', '2026-04-01'),
];

describe('pickForHome', () => {
  it('shows that mobility type first, newest first, then general, then the rest', () => {
    expect(pickForHome(articles, 'bicycle', 3).map((a) => a.slug)).toEqual(['fiets-nieuw', 'fiets-oud', 'algemeen-nieuw']);
    expect(pickForHome(articles, 'caramper', 3).map((a) => a.slug)).toEqual(['algemeen-nieuw', 'motor', 'auto-nieuw']);
  });
});

describe('relatedTo', () => {
  it('never lists the article itself', () => {
    const [first] = articles;
    if (!first) throw new Error('fixture missing');
    expect(relatedTo(first, articles, 3).map((a) => a.slug)).toEqual(['fiets-nieuw', 'algemeen-nieuw', 'motor']);
  });
});
