import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseLandingEditorial, type EditorialOptions } from './landing-editorial';
import { fillPlaceholders, placeholderValues } from './placeholders';

const values = placeholderValues({ productName: 'viaBOVAG', productSlug: 'viabovag', dealerPortalUrl: 'https://portal.viabovag.nl' });
const options: EditorialOptions = { externalLinkNote: '(opent in een nieuw tabblad)', fill: (text, mode) => fillPlaceholders(text, values, mode), year: 2026 };

const source = `---
title: Zo kies je de juiste gezinsauto
updated: 2026-11-25
---

Een gezinsauto moet passen bij jullie gezin, zegt {product}.

### Ruimte

Stationwagens hebben de grootste kofferbak.

## Veelgestelde vragen

### Welke auto's tonen jullie?

Stationwagens, MPV's en SUV's.

### Hoeveel ruimte heb ik nodig?

Zo'n 500 liter.
`;

describe('parseLandingEditorial', () => {
  it('takes the URL from the file name and splits advice from the FAQ', () => {
    const editorial = parseLandingEditorial('auto/gezinsauto.md', source, options);
    expect(editorial.path).toBe('/auto/gezinsauto');
    expect(editorial.title).toBe('Zo kies je de juiste gezinsauto');
    expect(editorial.updated).toBe('2026-11-25');
    expect(editorial.html).toContain('<p>Een gezinsauto moet passen bij jullie gezin, zegt viaBOVAG.</p>');
    expect(editorial.html).toContain('<h3 id="ruimte">Ruimte</h3>');
    expect(editorial.html).not.toContain('Welke auto');
    expect(editorial.faqHeading).toBe('Veelgestelde vragen');
    expect(editorial.faq).toEqual([
      { question: "Welke auto's tonen jullie?", answer: "Stationwagens, MPV's en SUV's." },
      { question: 'Hoeveel ruimte heb ik nodig?', answer: "Zo'n 500 liter." },
    ]);
  });

  it('accepts a canonical search URL as well as a themed landing', () => {
    expect(parseLandingEditorial('fietsen/voertuigsoort-elektrische-fiets.md', source, options).path).toBe('/fietsen/voertuigsoort-elektrische-fiets');
  });

  it.each([
    ['a file name that is no search', 'auto/vliegende-auto.md', source, /landing's URL/],
    ['a search URL that is not canonical', 'auto/benzine.md', source, /canonical/],
    ['an unknown front matter key', 'auto/gezinsauto.md', source.replace('updated:', 'datum:'), /datum/],
    ['a search block', 'auto/gezinsauto.md', `${source}\n\`\`\`zoekblok\n/auto\n\`\`\`\n`, /zoekblok/],
    ['an FAQ heading without questions', 'auto/gezinsauto.md', source.replace(/## Veelgestelde vragen[\s\S]*$/, '## Veelgestelde vragen\n\nGeen vragen.\n'), /no ### questions/],
    ['an unknown placeholder', 'auto/gezinsauto.md', source.replace('{product}', '{produkt}'), /placeholder/],
  ])('refuses %s', (_name, file, text, message) => {
    expect(() => parseLandingEditorial(file, text, options)).toThrow(message);
  });
});

describe('content/landings', () => {
  const dir = path.resolve('content/landings');
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));

  it('holds the editorial copy of at least four landings', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files)('%s is a valid landing with advice and an FAQ', (file) => {
    const editorial = parseLandingEditorial(file.split(path.sep).join('/'), fs.readFileSync(path.join(dir, file), 'utf8'), options);
    expect(editorial.html).toMatch(/^<p>/);
    expect(editorial.faq.length).toBeGreaterThanOrEqual(3);
  });
});
