/**
 * Renders the saved-search mails with realistic Dutch sample data and screenshots them at a phone
 * (375 px) and a desktop mail pane (700 px), to look at before a change goes out:
 *
 *   npx tsx scripts/preview-mails.ts [outDir]        (default /tmp/mail-preview)
 *
 * The photo URLs point at a local site that need not run: the layout must hold up without them.
 * Uses Debian's Chromium (scripts/ensure-chromium.sh installs it); never downloads a browser.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { renderAlertMail, type MailCard } from '@/features/saved-searches/mail/alert-mail';
import { renderConfirmMail } from '@/features/saved-searches/mail/confirm-mail';
import { renderConfirmedMail, renderManageLinkMail } from '@/features/saved-searches/mail/confirmed-mail';
import { renderPriceDropMail } from '@/features/saved-searches/mail/price-drop-mail';
import { createI18n } from '@/lib/i18n/create';
import { allResources } from '@/lib/i18n/resources';
import { NAMESPACES } from '@/lib/i18n/settings';
import type { MailMessage } from '@/lib/mail/types';

const SITE = 'http://localhost:3000';
const PRODUCT = 'viaBOVAG';
const TO = 'sanne.devries@example.nl';

const i18n = createI18n(allResources(), NAMESPACES).getFixedT('nl', 'alerts');
const t = (key: string, values?: Record<string, unknown>) => i18n(key, values);

const links = {
  manageUrl: `${SITE}/account/meldingen`,
  unsubscribeUrl: `${SITE}/meldingen/afmelden?token=f3a9c1`,
  oneClickUrl: `${SITE}/api/meldingen/afmelden?token=f3a9c1`,
};

const golf: MailCard = {
  url: `${SITE}/auto/aanbod/volkswagen-golf-1-5-tsi-life-ab12cd3`,
  photoUrl: `${SITE}/media/ab12cd3/1.jpg`,
  title: 'Volkswagen Golf 1.5 TSI Life Business',
  price: '€ 18.950',
  oldPrice: '€ 19.950',
  facts: ['2019', '84.000 km', 'Benzine', 'Automaat'],
  dealer: 'Autobedrijf Van Dijk, Utrecht',
};

const cards: MailCard[] = [
  golf,
  { url: `${SITE}/auto/aanbod/volkswagen-golf-variant-2-0-tdi-kl45mn6`, photoUrl: `${SITE}/media/kl45mn6/1.jpg`, title: 'Volkswagen Golf Variant 2.0 TDI Highline', price: '€ 14.495', facts: ['2018', '132.410 km', 'Diesel', 'Handgeschakeld'], dealer: 'Van Mossel Occasions, Eindhoven' },
  { url: `${SITE}/auto/aanbod/volkswagen-golf-gte-pq78rs9`, photoUrl: null, title: 'Volkswagen Golf 1.4 eHybrid GTE "Pano" <Full options>', price: '€ 27.750', facts: ['2021', '41.200 km', 'Plug-in hybride', 'Automaat'], dealer: 'Autohaus Zwolle' },
  { url: `${SITE}/auto/aanbod/volkswagen-golf-8-1-0-etsi-tu12vw3`, photoUrl: `${SITE}/media/tu12vw3/1.jpg`, title: 'Volkswagen Golf 8 1.0 eTSI Active', price: '€ 23.400', oldPrice: '€ 24.250', facts: ['2022', '28.950 km', 'Benzine', 'Automaat'], dealer: 'BOVAG-dealer Hendriks, Nijmegen' },
];

const alert = {
  productName: PRODUCT,
  to: TO,
  searchLabel: 'Volkswagen Golf occasions',
  filters: 'Tot € 30.000, Vanaf 2018, Automaat',
  frequency: 'daily' as const,
  total: 12,
  cards,
  searchUrl: `${SITE}/occasions/volkswagen/golf?prijs-tot=30000&bouwjaar-vanaf=2018`,
  ...links,
};

const ebike: MailCard = {
  url: `${SITE}/fiets/aanbod/gazelle-ultimate-c380-hmb-ef56gh7`,
  photoUrl: `${SITE}/media/ef56gh7/1.jpg`,
  title: 'Gazelle Ultimate C380 HMB',
  price: '€ 2.899',
  oldPrice: '€ 3.299',
  facts: ['2023', '1.250 km', 'Bosch Performance', '500 Wh'],
  dealer: 'Fietsplus Jansen, Amersfoort',
};

const camper: MailCard = {
  url: `${SITE}/camper/aanbod/knaus-sky-ti-650-mf-xy98za1`,
  photoUrl: `${SITE}/media/xy98za1/1.jpg`,
  title: 'Knaus Sky TI 650 MF Platinum Selection',
  price: '€ 64.950',
  facts: ['2020', '38.600 km', 'Diesel', '4 slaapplaatsen'],
  dealer: 'Kampeercentrum De Kempen, Veldhoven',
};

const mails: Record<string, MailMessage> = {
  'alert-daily': renderAlertMail(alert, t),
  'alert-single-direct': renderAlertMail({ ...alert, searchLabel: 'Knaus campers', filters: '', frequency: 'direct', total: 1, cards: [camper], searchUrl: `${SITE}/campers/knaus` }, t),
  'confirm-search': renderConfirmMail({ productName: PRODUCT, to: TO, searchLabel: 'Volkswagen Golf occasions', filters: 'Tot € 30.000, Vanaf 2018, Automaat', frequency: 'daily', confirmUrl: `${SITE}/meldingen/bevestigen?token=8d2e6b0c4f1a`, kind: 'search', ...links }, t),
  'confirmed-search': renderConfirmedMail({ productName: PRODUCT, to: TO, searchLabel: 'Volkswagen Golf occasions', filters: 'Tot € 30.000, Vanaf 2018, Automaat', frequency: 'daily', kind: 'search', ...links }, t),
  'manage-link': renderManageLinkMail({ productName: PRODUCT, to: TO, manageUrl: links.manageUrl }, t),
  'confirm-price-drop': renderConfirmMail({ productName: PRODUCT, to: TO, searchLabel: 'je favorieten', filters: '', frequency: 'direct', confirmUrl: `${SITE}/meldingen/bevestigen?token=1b7c9e`, kind: 'priceDrop', ...links }, t),
  'price-drop-one': renderPriceDropMail({ productName: PRODUCT, to: TO, items: [ebike], ...links }, t),
  'price-drop-mixed': renderPriceDropMail({ productName: PRODUCT, to: TO, items: [golf, ebike, { ...camper, sold: true }], ...links }, t),
};

async function screenshot(outDir: string, names: string[]): Promise<void> {
  if (!existsSync('/usr/bin/chromium')) throw new Error('Chromium ontbreekt: draai eerst bash scripts/ensure-chromium.sh');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    for (const width of [375, 700]) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      for (const name of names) {
        await page.goto(`file://${path.join(outDir, `${name}.html`)}`, { waitUntil: 'load' });
        await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
      }
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? '/tmp/mail-preview');
  mkdirSync(outDir, { recursive: true });
  for (const [name, mail] of Object.entries(mails)) {
    writeFileSync(path.join(outDir, `${name}.html`), mail.html);
    writeFileSync(path.join(outDir, `${name}.txt`), `Aan: ${mail.to}\nOnderwerp: ${mail.subject}\n\n${mail.text}\n`);
    console.log(`${name}: ${(Buffer.byteLength(mail.html) / 1024).toFixed(1)} KB, "${mail.subject}"`);
  }
  await screenshot(outDir, Object.keys(mails));
  console.log(`Voorbeelden in ${outDir}`);
}

await main();
