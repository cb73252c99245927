import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create';
import { allResources } from '@/lib/i18n/resources';
import { NAMESPACES } from '@/lib/i18n/settings';
import { renderNewsletterMail, type IssueCard, type NewsletterMailInput } from './newsletter-mail';

const i18n = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'newsletter');
const t = (key: string, values?: Record<string, unknown>) => i18n(key, values);

const card = (slug: string, extra: Partial<IssueCard> = {}): IssueCard => ({
  url: `https://www.example.nl/blog/${slug}`,
  photoUrl: `https://www.example.nl/media/${slug}.webp`,
  title: `Artikel ${slug}`,
  description: `Waar let je op bij ${slug}?`,
  meta: 'Algemeen · 12 maart 2026 · 4 min lezen',
  ...extra,
});

const input: NewsletterMailInput = {
  productName: 'viaBOVAG',
  to: 'sanne@example.nl',
  cards: [card('bovag-garantie'), card('nap', { photoUrl: null })],
  more: 0,
  blogUrl: 'https://www.example.nl/blog',
  manageUrl: 'https://www.example.nl/zoekopdracht/beheren?sleutel=1.abc',
  unsubscribeUrl: 'https://www.example.nl/zoekopdracht/afmelden/abc123',
  oneClickUrl: 'https://www.example.nl/api/client/search/unsubscribe/abc123',
};

describe('the newsletter issue mail', () => {
  it('names the news in the subject, and carries the one-click unsubscribe headers', () => {
    const mail = renderNewsletterMail(input, t);
    expect(mail.subject).toBe('2 nieuwe artikelen, zoals Artikel bovag-garantie');
    expect(renderNewsletterMail({ ...input, cards: [card('nap')] }, t).subject).toBe('Nieuw op het blog: Artikel nap');
    expect(mail.to).toBe('sanne@example.nl');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('shows every article with its link, photo when there is one, and the manage and unsubscribe links', () => {
    const { html } = renderNewsletterMail(input, t);
    expect(html).toContain('href="https://www.example.nl/blog/bovag-garantie"');
    expect(html).toContain('src="https://www.example.nl/media/bovag-garantie.webp"');
    expect(html).not.toContain('media/nap.webp');
    expect(html).toContain('Lees het artikel');
    expect(html).toContain(input.manageUrl);
    expect(html).toContain(input.unsubscribeUrl);
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain('max-width:600px');
  });

  it('escapes what an article says, and lets no header be injected', () => {
    const mail = renderNewsletterMail({ ...input, to: 'sanne@example.nl\r\nBcc: x@evil.example', cards: [card('x', { title: '<script>alert(1)</script> & "quotes"', url: 'javascript:alert(1)' })] }, t);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.to).not.toMatch(/[\r\n]/);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('has a plain-text part with the articles, their links and the way out', () => {
    const { text } = renderNewsletterMail({ ...input, more: 3 }, t);
    expect(text).toContain('Nieuw op het blog van viaBOVAG');
    expect(text).toContain('Er staan 5 nieuwe artikelen voor je klaar.');
    expect(text).toContain('Artikel nap\nAlgemeen · 12 maart 2026 · 4 min lezen\nWaar let je op bij nap?\nhttps://www.example.nl/blog/nap');
    expect(text).toContain('Nog 3 artikelen op het blog: https://www.example.nl/blog');
    expect(text).toContain(`Afmelden: ${input.unsubscribeUrl}`);
    expect(text).toContain(`Nieuwsbrief beheren: ${input.manageUrl}`);
    expect(text).not.toMatch(/<[a-z]/i);
  });
});
