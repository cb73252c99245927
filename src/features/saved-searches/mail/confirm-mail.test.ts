import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create';
import { allResources } from '@/lib/i18n/resources';
import { NAMESPACES } from '@/lib/i18n/settings';
import { renderConfirmMail, type ConfirmMailInput } from './confirm-mail';
import { renderConfirmedMail, renderManageLinkMail } from './confirmed-mail';

const i18n = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'alerts');
const t = (key: string, values?: Record<string, unknown>) => i18n(key, values);

const input: ConfirmMailInput = {
  productName: 'viaBOVAG',
  to: 'sanne@example.nl',
  searchLabel: 'Volkswagen Golf occasions',
  filters: 'Diesel, Tot € 10.000',
  frequency: 'weekly',
  confirmUrl: 'https://www.example.nl/meldingen/bevestigen?token=abc&x=1',
  manageUrl: 'https://www.example.nl/zoekopdracht/beheren?sleutel=7.abc',
  unsubscribeUrl: 'https://www.example.nl/zoekopdracht/afmelden/abc',
  oneClickUrl: 'https://www.example.nl/api/client/search/unsubscribe/abc',
  kind: 'search',
};

describe('renderConfirmMail', () => {
  it('names what was asked in the subject', () => {
    expect(renderConfirmMail(input, t).subject).toBe('Bevestig je melding voor Volkswagen Golf occasions');
    expect(renderConfirmMail({ ...input, kind: 'priceDrop', searchLabel: 'je favorieten', filters: '' }, t).subject).toBe('Bevestig je prijsmelding voor je favorieten');
  });

  it('asks to confirm the newsletter in its own words', () => {
    const mail = renderConfirmMail({ ...input, kind: 'newsletter', searchLabel: 'de nieuwsbrief van viaBOVAG', filters: 'Nieuwe artikelen uit ons blog.' }, t);
    expect(mail.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief');
    expect(mail.text).toContain('Je wilt de nieuwsbrief van viaBOVAG ontvangen:\n\nde nieuwsbrief van viaBOVAG\nNieuwe artikelen uit ons blog.');
    expect(mail.html).toContain('De nieuwsbrief van viaBOVAG');
    expect(mail.text).toContain('We mailen je hooguit één keer per week, alleen als er iets nieuws is.');
  });

  it('carries the manage link and the way out, like every subscription mail (issue 49 item 5)', () => {
    const mail = renderConfirmMail(input, t);
    expect(mail.to).toBe('sanne@example.nl');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.html).toContain('href="https://www.example.nl/zoekopdracht/beheren?sleutel=7.abc"');
    expect(mail.html).toContain('href="https://www.example.nl/zoekopdracht/afmelden/abc"');
    expect(mail.text).toContain(`Meldingen beheren: ${input.manageUrl}`);
    expect(mail.text).toContain(`Afmelden: ${input.unsubscribeUrl}`);
  });

  it('says what was asked and how often, with a big confirm button and the link written out', () => {
    const { html, text } = renderConfirmMail(input, t);
    expect(html).toContain('Volkswagen Golf occasions');
    expect(html).toContain('Diesel, Tot € 10.000');
    expect(html).toContain('We mailen je hooguit één keer per week.');
    expect(html).toMatch(/<a href="https:\/\/www\.example\.nl\/meldingen\/bevestigen\?token=abc&amp;x=1" style="display:inline-block;padding:14px 28px[^"]*">Bevestig je aanmelding<\/a>/);
    expect(html.match(/href="https:\/\/www\.example\.nl\/meldingen\/bevestigen/g)).toHaveLength(2);
    expect(text).toContain(`Bevestig je aanmelding: ${input.confirmUrl}`);
    expect(text).toContain('Diesel, Tot € 10.000\nWe mailen je hooguit één keer per week.');
  });

  it('says that ignoring it is fine and the request goes after 7 days', () => {
    for (const part of [renderConfirmMail(input, t).html, renderConfirmMail(input, t).text]) {
      expect(part).toContain('verwijderen je aanvraag na 7 dagen');
      expect(part).toContain('Heb je dit niet zelf aangevraagd? Dan kun je deze mail negeren.');
    }
  });

  it('words a price alert as one, with the label opening the summary', () => {
    const { html, text } = renderConfirmMail({ ...input, kind: 'priceDrop', searchLabel: 'je favorieten', filters: '', frequency: 'direct' }, t);
    expect(html).toContain('als de prijs daalt van:');
    expect(html).toMatch(/<strong[^>]*>Je favorieten<\/strong>/);
    expect(text).toContain('We mailen je direct zodra een prijs daalt.');
    expect(text).not.toContain('\n\n\n');
  });

  it('escapes every value', () => {
    const { html } = renderConfirmMail({ ...input, productName: 'via<BOVAG>', to: 'x"@example.nl', searchLabel: '<script>alert("x")</script>', filters: '"Diesel" <b>' }, t);
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;Diesel&quot; &lt;b&gt;');
    expect(html).toContain('via&lt;BOVAG&gt;');
    expect(html).toContain('x&quot;@example.nl');
  });
});

describe('renderConfirmedMail and renderManageLinkMail (issue 49 item 5)', () => {
  it('says it is confirmed, with the manage button, the way out and the one-click header, as HTML for phones and plain text', () => {
    const mail = renderConfirmedMail({ ...input, kind: 'search' }, t);
    expect(mail.subject).toBe('Je melding staat aan: Volkswagen Golf occasions');
    expect(mail.html).toContain('name="viewport"');
    expect(mail.html).toMatch(/<a href="https:\/\/www\.example\.nl\/zoekopdracht\/beheren\?sleutel=7\.abc"[^>]*>Beheer je meldingen<\/a>/);
    expect(mail.text).toContain('Je zoekopdracht is bevestigd');
    expect(mail.text).toContain(`Beheer je meldingen: ${input.manageUrl}`);
    expect(mail.text).toContain(input.unsubscribeUrl);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${input.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(renderConfirmedMail({ ...input, kind: 'newsletter', searchLabel: 'de nieuwsbrief', filters: '' }, t).subject).toBe('Je bent aangemeld voor de nieuwsbrief');
  });

  it('mails a new manage link that changes nothing by itself', () => {
    const mail = renderManageLinkMail({ productName: 'viaBOVAG', to: 'sanne@example.nl', manageUrl: input.manageUrl }, t);
    expect(mail.subject).toBe('Je link om je e-mailmeldingen te beheren');
    expect(mail.html).toContain('href="https://www.example.nl/zoekopdracht/beheren?sleutel=7.abc"');
    expect(mail.text).toContain('Heb je dit niet zelf gevraagd? Dan kun je deze mail negeren: er verandert niets.');
  });
});
