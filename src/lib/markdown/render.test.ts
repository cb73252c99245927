import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render';

const note = '(opent in een nieuw tabblad)';
const article = (markdown: string) => renderMarkdown(markdown, { layout: 'article', externalLinkNote: note });

describe('renderMarkdown', () => {
  it('takes the opening paragraph as the lead', () => {
    const result = article('Eerste alinea.\n\n## Kop\n\nTweede alinea.');
    expect(result.leadHtml).toBe('<p>Eerste alinea.</p>\n');
    expect(result.html).not.toContain('Eerste alinea');
  });

  it('gives headings unique ids for in-page links', () => {
    const result = article('## Wat kost het?\n\nA\n\n## Wat kost het?\n\nB\n\n### Één vraag\n\nC');
    expect(result.headings).toEqual([
      { id: 'wat-kost-het', text: 'Wat kost het?', depth: 2 },
      { id: 'wat-kost-het-2', text: 'Wat kost het?', depth: 2 },
      { id: 'een-vraag', text: 'Één vraag', depth: 3 },
    ]);
    expect(result.html).toContain('<h2 id="wat-kost-het-2">');
  });

  it('refuses a second h1', () => {
    expect(() => article('# Titel')).toThrow('headings start at ##');
  });

  it('shows raw HTML as text', () => {
    const { html } = article('Lead.\n\nTekst <script>alert(1)</script>\n\n<div onclick="x()">blok</div>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<div onclick');
    expect(html).toContain('&lt;script&gt;');
  });

  it('opens external links in a new tab with a note for screen readers, and drops unsafe ones', () => {
    const { html } = article('Lead.\n\n[portaal](https://portaal.example.nl/login) [intern](/bovag-garantie) [mail](mailto:a@b.nl) [kwaad](javascript:alert(1))');
    expect(html).toContain('<a href="https://portaal.example.nl/login" target="_blank" rel="noopener noreferrer">portaal<span class="visually-hidden"> (opent in een nieuw tabblad)</span></a>');
    expect(html).toContain('<a href="/bovag-garantie">intern</a>');
    expect(html).toContain('<a href="mailto:a@b.nl">mail</a>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('kwaad');
  });

  it('wraps tables in a focusable, labelled scroll region', () => {
    const { html } = article('Lead.\n\n| Voertuig | Garantie |\n|---|---|\n| Auto | 6 maanden |');
    expect(html).toMatch(/^<div role="region" tabindex="0" aria-label="Voertuig, Garantie"><table>/);
  });

  it('turns each ### question of an FAQ into a native disclosure with its answer', () => {
    const result = renderMarkdown('Lead.\n\n## Onderwerp\n\n### Vraag één?\n\nAntwoord *één*.\n\n- punt\n\n### Vraag twee?\n\nAntwoord twee.\n\n## Ander onderwerp\n\nLos.', {
      layout: 'faq',
      externalLinkNote: note,
    });
    expect(result.html.match(/<details>/g)).toHaveLength(2);
    expect(result.html).toContain('<details><summary><h3 id="vraag-een">Vraag één?</h3></summary><div><p>Antwoord <em>één</em>.</p>');
    expect(result.html).toContain('</details>\n<h2 id="ander-onderwerp">');
    expect(result.faq).toEqual([
      { id: 'vraag-een', question: 'Vraag één?', answer: 'Antwoord één. punt' },
      { id: 'vraag-twee', question: 'Vraag twee?', answer: 'Antwoord twee.' },
    ]);
  });

  it('rejects an FAQ question without an answer', () => {
    expect(() => renderMarkdown('Lead.\n\n### Vraag?\n\n### Nog een?\n\nJa.', { layout: 'faq', externalLinkNote: note })).toThrow('has no answer');
  });

  it('leaves out inline images where the page has its own photo (blog articles)', () => {
    const blog = (markdown: string) => renderMarkdown(markdown, { layout: 'article', externalLinkNote: note, inlineImages: false });
    expect(blog('Lead.\n\n![een auto](/media/car.webp)').html).not.toContain('<img');
    expect(article('Lead.\n\n![een auto](/media/car.webp)').html).toContain('<img src="/media/car.webp" alt="een auto"');
  });

  it('renders lists, emphasis and quotes', () => {
    const { html } = article('Lead.\n\n- **vet** punt\n\n> tip');
    expect(html).toContain('<li><strong>vet</strong> punt</li>');
    expect(html).toContain('<blockquote>');
  });
});
