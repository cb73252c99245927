import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create';
import { allResources } from '@/lib/i18n/resources';
import { NAMESPACES } from '@/lib/i18n/settings';
import { leadMail } from './lead-mail';
import type { LeadInput } from './lead-schema';

const t = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'contact');
const translate = (key: string, values?: Record<string, string>) => t(key, values);

const subject = {
  listing: { id: 1, code: 'ab12cd3', title: 'Volkswagen Golf <GTI>', mobilityType: 'car', kind: 'personenwagen', priceCents: 1845000, isActive: true },
  dealer: { id: 2, name: 'Autobedrijf Van Dijk', email: 'verkoop@vandijk.example' },
};
const context = { productName: 'viaBOVAG', listingUrl: 'https://www.viabovag.nl/auto/aanbod/volkswagen-golf-gti-ab12cd3' };

describe('leadMail', () => {
  const lead: LeadInput = {
    type: 'testDrive',
    listingId: 1,
    preferredDate: '2026-03-12',
    partOfDay: 'avond',
    remarks: 'Graag met <b>winterbanden</b>',
    name: 'Sanne "de" Vries',
    email: 'sanne@example.nl',
    phone: '0612345678',
  };

  it('goes to the dealer with a Dutch subject and the visitor as reply-to', () => {
    const mail = leadMail(lead, subject, translate, context);
    expect(mail.to).toBe('verkoop@vandijk.example');
    expect(mail.subject).toBe('Proefrit gevraagd voor Volkswagen Golf <GTI> (ab12cd3)');
    expect(mail.replyTo).toBe('"Sanne de Vries" <sanne@example.nl>');
  });

  it('lists the fields in words, with the price and link of the listing', () => {
    const { text } = leadMail(lead, subject, translate, context);
    expect(text).toContain('Beste Autobedrijf Van Dijk,');
    expect(text).toContain('Dagdeel: Avond');
    expect(text).toContain('Datum: 2026-03-12');
    expect(text).toContain('€ 18.450');
    expect(text).toContain(context.listingUrl);
    expect(text).not.toContain('listingId');
  });

  it('escapes everything the visitor typed in the HTML version', () => {
    const { html } = leadMail(lead, subject, translate, context);
    expect(html).toContain('Graag met &lt;b&gt;winterbanden&lt;/b&gt;');
    expect(html).toContain('Volkswagen Golf &lt;GTI&gt;');
    expect(html).not.toContain('<b>winterbanden');
  });

  it('has no reply-to for an anonymous fault report', () => {
    const fault: LeadInput = { type: 'fault', listingId: 1, faultType: 'fotos', description: 'De foto’s zijn van een andere auto.', name: '', email: '' };
    const mail = leadMail(fault, subject, translate, context);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain("Wat klopt er niet?: De foto's");
  });
});
