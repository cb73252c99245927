import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentPathFromSegments, loadCatalog, type Catalog } from '../../src/features/content/catalog';
import { parseFrontMatter } from '../../src/lib/markdown/front-matter';
import { findContentPage } from '../../src/features/content/pages';

const DIR = path.resolve('content/pages');
const NOTE = '(opent in een nieuw tabblad)';
const site = { productName: 'viaBOVAG', productSlug: 'viabovag', dealerPortalUrl: 'https://portal.viabovag.nl' };
const catalog: Catalog = loadCatalog({ dir: DIR, site, externalLinkNote: NOTE });

/** Every page the header, footer and product §2 link to; none may go missing. */
const REQUIRED = [
  '/bovag-zekerheid',
  '/bovag-garantie',
  '/bovag-afleverbeurt',
  '/bovag-onderhoudsbeurt',
  '/bovag-puntencheck',
  '/heldere-all-in-prijzen',
  '/bovag-omruilgarantie',
  '/over-viabovag',
  '/samenwerken-met-viabovag',
  '/disclaimer-en-privacyverklaring',
  '/veelgestelde-vragen/consumenten',
  '/vacatures',
  '/informatie/sortering',
  '/c/contact-consumenten',
  '/c/contact-adverteerders',
  '/c/adverteren',
  '/c/veelgestelde-vragen-adverteerders',
  '/adverteren/adverteerder-worden',
  '/adverteren/contact',
  '/adverteren/inloggen-adverteerdersportaal',
  '/adverteren/adverteerdersportaal',
  // Buying guides with live search blocks (issue 17).
  '/koopgids/gezinsauto-kopen',
  '/koopgids/elektrische-occasion-kopen',
];

/** Routes of other features that content may link to (product §2). */
const APP_ROUTES = new Set(['/', '/auto', '/fietsen', '/motoren', '/kamperen', '/favorieten', '/vergelijken', '/cookie-voorkeuren', '/blog']);

function markdownFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
}

function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a href="(\/[^"#]*)(#[^"]*)?"/g)].map((match) => match[1] ?? '');
}

describe('content path resolution', () => {
  it.each(REQUIRED)('serves %s', async (urlPath) => {
    const page = await findContentPage(urlPath.slice(1).split('/'));
    expect(page?.path).toBe(urlPath);
  });

  it.each([
    ['a path out of the folder', ['..', 'etc', 'passwd']],
    ['an encoded dot segment', ['%2e%2e', 'package.json']],
    ['a file name with its extension', ['bovag-garantie.md']],
    ['capitals', ['Bovag-Garantie']],
    ['an extra segment after a page', ['bovag-garantie', 'extra']],
    ['a folder without a page', ['c']],
    ['an empty segment', ['c', '', 'adverteren']],
    ['a double dash', ['bovag--garantie']],
    ['a page of a later feature', ['pechhulp']],
    ['the placeholder file name itself', ['over-{productSlug}']],
  ])('finds nothing for %s', async (_name, segments) => {
    expect(await findContentPage(segments)).toBeNull();
  });

  it('rejects unsafe segments before any lookup', () => {
    expect(contentPathFromSegments(['..', 'etc', 'passwd'])).toBeNull();
    expect(contentPathFromSegments(['bovag-garantie\u0000'])).toBeNull();
    expect(contentPathFromSegments([])).toBeNull();
    expect(contentPathFromSegments(['a', 'b', 'c', 'd'])).toBeNull();
    expect(contentPathFromSegments(['c', 'contact-consumenten'])).toBe('/c/contact-consumenten');
  });

  it('serves exactly the markdown files, one page each', () => {
    expect(catalog.pages.size).toBe(markdownFiles(DIR).length);
    expect([...catalog.pages.keys()].sort()).toEqual([...REQUIRED].sort());
  });
});

describe.each(markdownFiles(DIR))('content/pages/%s', (file) => {
  const { data } = parseFrontMatter(fs.readFileSync(path.join(DIR, file), 'utf8'));
  const page = [...catalog.pages.values()].find((candidate) => candidate.file === file);

  it('has a title and a description in its front matter', () => {
    expect(data.title?.length).toBeGreaterThan(2);
    expect(data.description?.length).toBeGreaterThanOrEqual(50);
  });

  it('opens with a lead paragraph and has between 250 and 700 words', () => {
    expect(page?.leadHtml).toMatch(/^<p>/);
    expect(page?.wordCount).toBeGreaterThanOrEqual(250);
    expect(page?.wordCount).toBeLessThanOrEqual(700);
  });

  it('links only to pages that exist', () => {
    for (const href of internalLinks(`${page?.leadHtml ?? ''}${page?.html ?? ''}`)) {
      expect(catalog.pages.has(href) || APP_ROUTES.has(href), `${href} in ${file}`).toBe(true);
    }
  });

  it('leaves no placeholder or raw HTML in the output', () => {
    const output = `${page?.meta.title} ${page?.meta.description} ${page?.leadHtml ?? ''} ${page?.html ?? ''}`;
    expect(output).not.toMatch(/\{[a-zA-Z]+\}/);
    expect(output).not.toContain('&lt;');
  });

  it('names the product only through {product}', () => {
    expect(fs.readFileSync(path.join(DIR, file), 'utf8')).not.toMatch(/viabovag/i);
  });
});

describe('placeholder substitution', () => {
  const other = loadCatalog({
    dir: DIR,
    site: { productName: 'AutoPlein', productSlug: 'autoplein', dealerPortalUrl: 'https://dealers.autoplein.example' },
    externalLinkNote: NOTE,
  });

  it('serves the about and partner pages under the product slug', () => {
    expect(other.pages.has('/over-autoplein')).toBe(true);
    expect(other.pages.has('/samenwerken-met-autoplein')).toBe(true);
    expect(other.pages.has('/over-viabovag')).toBe(false);
  });

  it('writes the product name into titles, descriptions and text', () => {
    const about = other.pages.get('/over-autoplein');
    expect(about?.meta.title).toBe('Over AutoPlein');
    expect(about?.meta.description).toMatch(/^AutoPlein is/);
    expect(about?.leadHtml).toContain('AutoPlein is de plek');
    expect(about?.html).toContain('<a href="/samenwerken-met-autoplein">');
    for (const page of other.pages.values()) expect(`${page.meta.title}${page.leadHtml}${page.html}`).not.toMatch(/viabovag/i);
  });

  it('links the portal pages to the configured dealer portal, in a new tab', () => {
    for (const urlPath of ['/adverteren/adverteerdersportaal', '/adverteren/inloggen-adverteerdersportaal']) {
      expect(other.pages.get(urlPath)?.meta.ctaHref).toBe('https://dealers.autoplein.example');
    }
    expect(other.pages.get('/adverteren/inloggen-adverteerdersportaal')?.html).toContain(
      '<a href="https://dealers.autoplein.example" target="_blank" rel="noopener noreferrer">',
    );
  });
});

describe('page content', () => {
  it('states the warranty rules of the association', () => {
    const html = catalog.pages.get('/bovag-garantie')?.html ?? '';
    for (const fact of ['€ 4.500', '35 %', 'minimaal 6 maanden', '€ 3.500', '€ 2.000', '€ 12.500']) expect(html).toContain(fact);
    const exchange = catalog.pages.get('/bovag-omruilgarantie')?.html ?? '';
    expect(exchange).toContain('<strong>2 weken</strong>');
    expect(exchange).toContain('<strong>750 kilometer</strong>');
  });

  it('gives consumers at least 12 questions in native disclosures, grouped by topic', () => {
    const faq = catalog.pages.get('/veelgestelde-vragen/consumenten');
    expect(faq?.faq.length).toBeGreaterThanOrEqual(12);
    expect(faq?.html.match(/<details><summary><h3 /g)?.length).toBe(faq?.faq.length);
    expect(faq?.headings.filter((heading) => heading.depth === 2).length).toBeGreaterThanOrEqual(3);
  });

  it('gives every contact page a phone number, an e-mail address and the postal address', () => {
    for (const urlPath of ['/c/contact-consumenten', '/c/contact-adverteerders', '/adverteren/contact']) {
      const html = catalog.pages.get(urlPath)?.html ?? '';
      expect(html, urlPath).toMatch(/<a href="tel:\+31\d{9}">/);
      expect(html, urlPath).toMatch(/<a href="mailto:[a-z]+@viabovag\.nl">/);
      expect(html, urlPath).toContain('Kosterijland 15');
      expect(html, urlPath).toContain('3981 AJ Bunnik');
    }
  });

  it('says that results are never ranked by payment', () => {
    const html = catalog.pages.get('/informatie/sortering')?.html ?? '';
    expect(html).toContain('Nooit op betaling');
    for (const order of ['Laatst toegevoegd', 'Meeste zekerheden', 'Prijs oplopend', 'Kilometerstand oplopend', 'Afstand']) expect(html).toContain(order);
  });
});
