import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create';
import { allResources } from '@/lib/i18n/resources';
import { NAMESPACES } from '@/lib/i18n/settings';
import { leadContent, leadMail, leadRows } from './lead-mail';
import type { LeadInput } from '../leads/lead-schema';
import type { LeadSubject } from '../leads/lead-repository';

const t = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'contact');
const translate = (key: string, values?: Record<string, string>) => t(key, values);

const subject: LeadSubject = {
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
    const mail = leadMail(leadContent(lead), subject, translate, context);
    expect(mail.to).toBe('verkoop@vandijk.example');
    expect(mail.subject).toBe('Proefrit gevraagd voor Volkswagen Golf <GTI> (ab12cd3)');
    expect(mail.replyTo).toBe('"Sanne de Vries" <sanne@example.nl>');
  });

  it('never puts a raw line break into a header, whatever reaches the mail builder', () => {
    // As a lead stored before the schema refused these, or a dealer feed's title.
    const tampered = { ...leadContent(lead), name: 'Sanne\r\nBcc: iedereen@example.nl <x>', email: 'sanne@example.nl' };
    const mail = leadMail(tampered, { ...subject, listing: { ...subject.listing, title: 'Golf\r\nBcc: iedereen@example.nl' } }, translate, context);
    for (const header of [mail.to, mail.subject, mail.replyTo ?? '']) expect(header, header).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(mail.replyTo).toBe('"Sanne Bcc: iedereen@example.nl x" <sanne@example.nl>');
    expect(mail.subject).toBe('Proefrit gevraagd voor Golf Bcc: iedereen@example.nl (ab12cd3)');
  });

  it('leaves Reply-To out when the address is not one plain address, and then does not invite a reply', () => {
    for (const email of ['sanne@example.nl\r\nBcc: x@example.nl', 'a@example.nl, b@evil.example', '<sanne@example.nl>', 'Evil <x@evil.example>']) {
      const mail = leadMail({ ...leadContent(lead), email }, subject, translate, context);
      expect(mail.replyTo, email).toBeUndefined();
      expect(mail.text).not.toContain('Beantwoord deze mail');
    }
  });

  it('lists the fields in words, with the price and link of the listing', () => {
    const { text } = leadMail(leadContent(lead), subject, translate, context);
    expect(text).toContain('Beste Autobedrijf Van Dijk,');
    expect(text).toContain('Dagdeel: Avond');
    expect(text).toContain('Datum: 2026-03-12');
    expect(text).toContain('€ 18.450');
    expect(text).toContain(context.listingUrl);
    expect(text).not.toContain('listingId');
  });

  it('escapes everything the visitor typed in the HTML version', () => {
    const { html } = leadMail(leadContent(lead), subject, translate, context);
    expect(html).toContain('Graag met &lt;b&gt;winterbanden&lt;/b&gt;');
    expect(html).toContain('Volkswagen Golf &lt;GTI&gt;');
    expect(html).not.toContain('<b>winterbanden');
  });

  it('has no reply-to for an anonymous fault report', () => {
    const fault: LeadInput = { type: 'fault', listingId: 1, faultType: 'fotos', description: 'De foto’s zijn van een andere auto.', name: '', email: '' };
    const mail = leadMail(leadContent(fault), subject, translate, context);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain("Wat klopt er niet?: De foto's");
  });

  it('lists the fields in the form\'s order, also when rebuilt from a stored lead', () => {
    // jsonb gives keys back in its own order: the rows must not follow it.
    const stored = { type: 'tradeIn' as const, name: 'Sanne', email: 'sanne@example.nl', phone: '', details: { remarks: 'Kras op de bumper', mileage: '85000', tradeInVehicle: 'car', licensePlate: 'AB123C' } };
    expect(leadRows(stored, translate, 2)).toEqual([
      ['Kenteken van je huidige voertuig', 'AB123C'],
      ['Kilometerstand', '85000'],
      ['Opmerkingen', 'Kras op de bumper'],
      ["Foto's van je voertuig", "2 foto's, als bijlagen bij deze mail"],
      ['Naam', 'Sanne'],
      ['E-mailadres', 'sanne@example.nl'],
    ]);
    expect(leadRows({ ...stored, details: { ...stored.details, tradeInVehicle: 'caravan', vehicleBrandModel: 'Hobby 460' } }, translate, 1).map(([label]) => label)).toContain('Merk en model');
  });

  it('attaches the trade-in photos', () => {
    const photo = { filename: 'inruilfoto-1.jpg', contentType: 'image/jpeg', content: Buffer.from([0xff, 0xd8, 0xff]) };
    const mail = leadMail({ type: 'tradeIn', name: 'Sanne', email: 'sanne@example.nl', phone: '', details: { licensePlate: 'AB123C', mileage: '85000' } }, subject, translate, { ...context, photos: [photo] });
    expect(mail.attachments).toEqual([photo]);
    expect(mail.text).toContain("Foto's van je voertuig: 1 foto, als bijlage bij deze mail");
    expect(leadMail(leadContent(lead), subject, translate, context).attachments).toBeUndefined();
  });
});
