import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create';
import { allResources } from '@/lib/i18n/resources';
import { NAMESPACES } from '@/lib/i18n/settings';
import { renderPriceDropMail, type PriceDropItem, type PriceDropMailInput } from './price-drop-mail';

const i18n = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'alerts');
const t = (key: string, values?: Record<string, unknown>) => i18n(key, values);

const golf: PriceDropItem = {
  url: 'https://www.example.nl/auto/aanbod/golf-ab12cd3',
  photoUrl: 'https://www.example.nl/media/ab12cd3/1.jpg',
  title: 'Volkswagen Golf 1.5 TSI Life',
  price: '€ 18.950',
  oldPrice: '€ 19.950',
  facts: ['2019', '84.000 km', 'Benzine'],
  dealer: 'Autobedrijf Van Dijk, Utrecht',
};
const ebike: PriceDropItem = { url: 'https://www.example.nl/fiets/aanbod/gazelle-ef56gh7', photoUrl: null, title: 'Gazelle Ultimate C380', price: '€ 2.899', oldPrice: '€ 3.299', facts: ['2023', '500 Wh'] };
const camper: PriceDropItem = { url: 'https://www.example.nl/camper/aanbod/knaus-xy98za1', photoUrl: null, title: 'Knaus Sky TI 650 MF', price: '€ 64.950', facts: ['2020', '38.600 km'], sold: true };

function mail(items: PriceDropItem[], extra: Partial<PriceDropMailInput> = {}) {
  return renderPriceDropMail(
    {
      productName: 'viaBOVAG',
      to: 'sanne@example.nl',
      items,
      manageUrl: 'https://www.example.nl/account/meldingen',
      unsubscribeUrl: 'https://www.example.nl/meldingen/afmelden?token=abc',
      oneClickUrl: 'https://www.example.nl/api/meldingen/afmelden?token=abc',
      ...extra,
    },
    t,
  );
}

describe('renderPriceDropMail', () => {
  it('puts the news in the subject: one drop, several, or sold', () => {
    expect(mail([golf]).subject).toBe('Prijs verlaagd: Volkswagen Golf 1.5 TSI Life');
    expect(mail([golf, ebike]).subject).toBe('2 van je favorieten zijn goedkoper geworden');
    expect(mail([golf, camper]).subject).toBe('Prijs verlaagd: Volkswagen Golf 1.5 TSI Life');
    expect(mail([camper]).subject).toBe('Verkocht: Knaus Sky TI 650 MF');
    expect(mail([camper, { ...camper, title: 'Hymer B 678' }]).subject).toBe('2 van je favorieten zijn verkocht');
  });

  it('asks for one-click unsubscribe in the headers', () => {
    expect(mail([golf]).headers).toEqual({
      'List-Unsubscribe': '<https://www.example.nl/api/meldingen/afmelden?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('strikes the old price through and offers a button at the new one', () => {
    const { html } = mail([golf, ebike]);
    expect(html).toMatch(/<s [^>]*>€ 19\.950<\/s>/);
    expect(html).toMatch(/<s [^>]*>€ 3\.299<\/s>/);
    expect(html).toContain('Bekijk voor € 18.950</a>');
    expect(html).toContain('Bekijk voor € 2.899</a>');
    expect(html).not.toContain('Inmiddels verkocht');
  });

  it('marks a sold favourite as sold, without price or button, under a heading of its own', () => {
    const { html, text } = mail([golf, camper]);
    expect(html).toContain('Verkocht</span>');
    expect(html).not.toContain('€ 64.950');
    expect(html.match(/Bekijk voor/g)).toHaveLength(1);
    expect(html.indexOf('Inmiddels verkocht')).toBeGreaterThan(html.indexOf(golf.title));
    expect(text).toContain(`Inmiddels verkocht\n\n${camper.title}\nVerkocht\n`);
    expect(text).not.toContain('€ 64.950');
  });

  it('has every item and every link in the text part', () => {
    const { text } = mail([golf, ebike, camper]);
    for (const item of [golf, ebike, camper]) {
      expect(text).toContain(item.title);
      expect(text).toContain(item.url);
      expect(text).toContain(item.facts.join(' · '));
    }
    expect(text).toContain('Prijs verlaagd: € 18.950, was € 19.950');
    expect(text).toContain('https://www.example.nl/account/meldingen');
    expect(text).toContain('https://www.example.nl/meldingen/afmelden?token=abc');
  });

  it('escapes every value', () => {
    const evil = '<script>alert("x")</script>';
    const { html } = mail([{ ...golf, title: evil, price: '"€ 1"', oldPrice: '<s>€ 2</s>', dealer: '<b>Dealer</b>' }, { ...camper, title: `${evil} verkocht` }], { productName: 'via"BOVAG"' });
    expect(html).not.toMatch(/<script|<b>|<s>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('Bekijk voor &quot;€ 1&quot;');
    expect(html).toContain('via&quot;BOVAG&quot;');
  });
});
