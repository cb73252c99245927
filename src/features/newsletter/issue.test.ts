import { describe, expect, it } from 'vitest';
import { amsterdamDay, ISSUE_ARTICLES, issueArticles, issueDedupeKey, issuePayload } from './issue';

const article = (slug: string, date: string) => ({ slug, date });
const at = (iso: string) => new Date(iso);

describe('amsterdamDay', () => {
  it('is the calendar day in Amsterdam, across midnight and summer time', () => {
    expect(amsterdamDay(at('2026-11-24T22:59:00Z'))).toBe('2026-11-24');
    expect(amsterdamDay(at('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(amsterdamDay(at('2026-06-30T21:59:00Z'))).toBe('2026-06-30');
    expect(amsterdamDay(at('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
  });
});

describe('issue composition', () => {
  const blog = [article('oud', '2026-10-30'), article('maandag', '2026-11-02'), article('woensdag', '2026-11-04'), article('woensdag-b', '2026-11-04'), article('vandaag', '2026-11-09')];

  it('takes the articles from the cursor\'s day up to yesterday, newest first', () => {
    const fresh = issueArticles(blog, at('2026-11-02T09:00:00Z'), at('2026-11-09T09:00:00Z'));
    expect(fresh.map((a) => a.slug)).toEqual(['woensdag', 'woensdag-b', 'maandag']);
  });

  it('puts every article in exactly one issue when each issue moves the cursor to its moment', () => {
    const seen: string[] = [];
    let since = at('2026-10-20T12:00:00Z');
    for (const iso of ['2026-10-27T06:00:00Z', '2026-11-03T06:00:00Z', '2026-11-09T20:00:00Z', '2026-11-16T06:00:00Z']) {
      const now = at(iso);
      seen.push(...issueArticles(blog, since, now).map((a) => a.slug));
      since = now;
    }
    expect(seen.sort()).toEqual(blog.map((a) => a.slug).sort());
  });

  it('leaves today\'s articles for the next issue, so one published later today is not missed', () => {
    expect(issueArticles(blog, at('2026-11-05T09:00:00Z'), at('2026-11-09T07:00:00Z'))).toEqual([]);
  });

  it('makes no payload when nothing is new, and caps the cards but counts them all', () => {
    expect(issuePayload('abc', blog, at('2026-11-10T00:00:00Z'), at('2026-11-17T00:00:00Z'))).toBeNull();
    const many = Array.from({ length: ISSUE_ARTICLES + 2 }, (_, index) => article(`a${index}`, `2026-11-1${index}`));
    const payload = issuePayload('abc', many, at('2026-11-01T00:00:00Z'), at('2026-11-30T00:00:00Z'));
    expect(payload?.slugs).toHaveLength(ISSUE_ARTICLES);
    expect(payload?.slugs[0]).toBe(`a${ISSUE_ARTICLES + 1}`);
    expect(payload?.total).toBe(ISSUE_ARTICLES + 2);
  });

  it('keys an issue by subscriber and Amsterdam day', () => {
    expect(issueDedupeKey('abc', at('2026-11-09T23:30:00Z'))).toBe('newsletter:abc:2026-11-10');
  });
});
