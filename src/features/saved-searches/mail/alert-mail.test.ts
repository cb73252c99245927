import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create';
import { allResources } from '@/lib/i18n/resources';
import { NAMESPACES } from '@/lib/i18n/settings';
import { renderAlertMail, type AlertMailInput, type MailCard } from './alert-mail';

const i18n = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'alerts');
const t = (key: string, values?: Record<string, unknown>) => i18n(key, values);

function card(index: number, extra: Partial<MailCard> = {}): MailCard {
  return {
    url: `https://www.example.nl/auto/aanbod/golf-${index}`,
    photoUrl: `https://www.example.nl/media/golf-${index}/1.jpg`,
    title: `Volkswagen Golf 1.5 TSI nummer ${index}`,
    price: `€ ${index + 10}.950`,
    facts: ['2019', `${index + 80}.000 km`, 'Benzine', 'Automaat'],
    dealer: `Autobedrijf ${index}, Utrecht`,
    ...extra,
  };
}

const input: AlertMailInput = {
  productName: 'viaBOVAG',
  to: 'sanne@example.nl',
  searchLabel: 'Volkswagen Golf occasions',
  filters: 'Diesel, Tot € 10.000',
  frequency: 'daily',
  total: 3,
  cards: [card(1, { oldPrice: '€ 12.500' }), card(2, { photoUrl: null, dealer: undefined }), card(3)],
  searchUrl: 'https://www.example.nl/occasions/volkswagen/golf?brandstof=diesel&prijs-tot=10000',
  manageUrl: 'https://www.example.nl/account/meldingen',
  unsubscribeUrl: 'https://www.example.nl/meldingen/afmelden?token=abc',
  oneClickUrl: 'https://www.example.nl/api/meldingen/afmelden?token=abc',
};

describe('renderAlertMail', () => {
  it('counts the new matches in the subject, singular and plural', () => {
    expect(renderAlertMail(input, t).subject).toBe('3 nieuwe Volkswagen Golf occasions');
    expect(renderAlertMail({ ...input, total: 1, cards: [card(1)] }, t).subject).toBe('Nieuw voor je zoekopdracht: Volkswagen Golf occasions');
    expect(renderAlertMail({ ...input, total: 1234 }, t).subject).toBe('1.234 nieuwe Volkswagen Golf occasions');
    expect(renderAlertMail({ ...input, total: 1, cards: [card(1)] }, t).html).toContain('1 nieuw resultaat voor je zoekopdracht');
    expect(renderAlertMail(input, t).html).toContain('3 nieuwe resultaten voor je zoekopdracht');
  });

  it('asks for one-click unsubscribe in the headers', () => {
    expect(renderAlertMail(input, t).headers).toEqual({
      'List-Unsubscribe': '<https://www.example.nl/api/meldingen/afmelden?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('escapes every value in the HTML', () => {
    const evil = '<script>alert("x")</script> "Golf" & co';
    const mail = renderAlertMail({ ...input, productName: 'via<BOVAG>', searchLabel: evil, filters: '<b>Diesel</b>', cards: [card(1, { title: evil, price: '<i>€ 1</i>', oldPrice: '<u>€ 2</u>', facts: ['<em>2019</em>'], dealer: '<img src=x onerror=alert(1)>' })] }, t);
    expect(mail.html).not.toMatch(/<script|<b>|<i>|<u>|<em>|<img src=x/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Golf&quot; &amp; co');
    expect(mail.html).toContain('alt="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Golf&quot; &amp; co"');
    expect(mail.html).toContain('via&lt;BOVAG&gt;');
    expect(mail.html).toContain('&lt;b&gt;Diesel&lt;/b&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://www.example.nl/occasions/volkswagen/golf?brandstof=diesel&amp;prijs-tot=10000"');
  });

  it('keeps a line break in a label out of the subject header', () => {
    expect(renderAlertMail({ ...input, searchLabel: 'Golf\r\nBcc: x@example.nl' }, t).subject).toBe('3 nieuwe Golf Bcc: x@example.nl');
  });

  it('shows the price drop with the old price struck through, and only there', () => {
    const { html } = renderAlertMail(input, t);
    expect(html.match(/Prijs verlaagd/g)).toHaveLength(1);
    expect(html).toMatch(/<s [^>]*>€ 12\.500<\/s>/);
    expect(html.match(/<s /g)).toHaveLength(1);
    expect(html).toContain('2019 · 81.000 km · Benzine · Automaat');
    expect(html).toContain('Geen foto');
  });

  it('has every card and every link in the text part', () => {
    const { text } = renderAlertMail(input, t);
    for (const item of input.cards) {
      expect(text).toContain(item.title);
      expect(text).toContain(item.price);
      expect(text).toContain(item.facts.join(' · '));
      expect(text).toContain(item.url);
    }
    expect(text).toContain('Prijs verlaagd: € 11.950, was € 12.500');
    expect(text).toContain('Autobedrijf 1, Utrecht');
    for (const url of [input.searchUrl, input.manageUrl, input.unsubscribeUrl]) expect(text).toContain(url);
    expect(text).toContain('Volkswagen Golf occasions · Diesel, Tot € 10.000');
    expect(text).toContain('hooguit één keer per dag');
  });

  it('offers all new ones when the mail leaves some out, otherwise the search', () => {
    expect(renderAlertMail({ ...input, total: 12 }, t).html).toContain('Bekijk alle 12 nieuwe</a>');
    expect(renderAlertMail(input, t).html).toContain('Bekijk je zoekopdracht</a>');
    expect(renderAlertMail(input, t).text).toContain(`Bekijk je zoekopdracht: ${input.searchUrl}`);
  });

  it('says how often it mails, in words', () => {
    expect(renderAlertMail({ ...input, frequency: 'direct' }, t).text).toContain('direct zodra er iets nieuws is');
    expect(renderAlertMail({ ...input, frequency: 'weekly' }, t).text).toContain('de afgelopen week');
  });

  it('previews the first match in the hidden preheader', () => {
    expect(renderAlertMail(input, t).html).toMatch(/display:none[^>]*>Volkswagen Golf 1\.5 TSI nummer 1 voor € 11\.950, en nog 2 andere/);
    expect(renderAlertMail({ ...input, total: 1, cards: [card(1)] }, t).html).toMatch(/display:none[^>]*>Volkswagen Golf 1\.5 TSI nummer 1 voor € 11\.950&#847;/);
  });

  it('shows at most 10 cards and stays far below Gmail\'s clipping limit', () => {
    const long = 'Volkswagen Golf 2.0 TSI GTI Clubsport 45 "Edition" <Pano> & Leder';
    const many = Array.from({ length: 12 }, (_, index) => card(index, { title: `${long} ${index}`, oldPrice: '€ 99.999', dealer: 'Autobedrijf Van der Heijden-Vermeulen & Zonen, Hoogezand-Sappemeer' }));
    const mail = renderAlertMail({ ...input, total: 480, cards: many }, t);
    expect(mail.html.match(/<img /g)).toHaveLength(10);
    expect(mail.html).not.toContain(`${long.replace(/"/g, '&quot;')} 10`);
    expect(Buffer.byteLength(mail.html)).toBeLessThan(60 * 1024);
    expect(mail.html).toContain('Bekijk alle 480 nieuwe');
  });

  it('links a photo only to an http(s) address', () => {
    const { html } = renderAlertMail({ ...input, cards: [card(1, { url: 'javascript:alert(1)', photoUrl: 'data:image/png;base64,xx' })] }, t);
    expect(html).not.toMatch(/javascript:|data:image/);
  });
});
