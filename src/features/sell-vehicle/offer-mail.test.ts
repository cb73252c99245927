import { describe, expect, it } from 'vitest';
import { createI18n } from '@/lib/i18n/create';
import { pickResources } from '@/lib/i18n/resources';
import { offerMail, type OfferContent } from './offer-mail';

const i18n = createI18n(pickResources(['sell']), ['sell']).getFixedT('nl', 'sell');
const t = (key: string, values?: Record<string, string | number>) => i18n(key, values);

const content: OfferContent = {
  type: 'sellVehicle',
  name: 'Sanne de Vries',
  email: 'sanne@example.nl',
  phone: '06 12345678',
  details: {
    summary: 'Volkswagen California (2018)',
    vehicle: 'Camper',
    licensePlate: 'GH-JK-12',
    mileage: '48.000 km',
    description: 'Nette camper <met> luifel',
    postcode: '3511 AA',
    distance: '4 km van je vestiging',
    estimate: '€ 31.000 – € 34.500 (inruilwaarde, berekend uit 14 vergelijkbare voertuigen)',
  },
};

describe("the dealer's mail of a sell request", () => {
  it('names the vehicle, the estimate and the visitor, in HTML and text, with the photos attached', () => {
    const mail = offerMail(content, t, {
      productName: 'viaBOVAG',
      dealer: { name: 'Kampeercentrum Utrecht', email: 'verkoop@kcu.example' },
      photos: [{ filename: 'inruilfoto-1.jpg', contentType: 'image/jpeg', content: Buffer.from('x') }],
      replyTo: '"Sanne de Vries" <sanne@example.nl>',
      headerText: (value) => value.replace(/[\r\n]+/g, ' '),
    });
    expect(mail.to).toBe('verkoop@kcu.example');
    expect(mail.subject).toBe('Verkoopaanbod: Volkswagen California (2018)');
    expect(mail.replyTo).toBe('"Sanne de Vries" <sanne@example.nl>');
    expect(mail.text).toContain('Beste Kampeercentrum Utrecht,');
    expect(mail.text).toContain('Kilometerstand: 48.000 km');
    expect(mail.text).toContain('Geschatte waarde volgens viaBOVAG: € 31.000 – € 34.500');
    expect(mail.text).toContain("Foto's: 1 foto, als bijlage bij deze mail");
    expect(mail.html).toContain('Nette camper &lt;met&gt; luifel');
    expect(mail.html).toContain('max-width:600px');
    expect(mail.attachments?.map((file) => file.filename)).toEqual(['foto-1.jpg']);
  });

  it('asks for a trade-in proposal without photos or a reply address', () => {
    const mail = offerMail({ ...content, type: 'tradeInProposal', details: { ...content.details, moment: 'Binnen 3 maanden' } }, t, {
      productName: 'viaBOVAG',
      dealer: { name: 'Autobedrijf Van Dijk', email: 'verkoop@vandijk.example' },
      replyTo: undefined,
      headerText: (value) => value,
    });
    expect(mail.subject).toBe('Inruilvoorstel gevraagd: Volkswagen California (2018)');
    expect(mail.text).toContain('Wil inruilen: Binnen 3 maanden');
    expect(mail.text).not.toContain('Beantwoord deze mail');
    expect(mail).not.toHaveProperty('replyTo');
    expect(mail).not.toHaveProperty('attachments');
  });
});
