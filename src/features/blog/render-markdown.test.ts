import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from './render-markdown';

describe('renderArticleHtml', () => {
  it('renders headings, lists, emphasis and quotes', () => {
    const html = renderArticleHtml('## Kop\n\n- **vet** punt\n\n> tip');
    expect(html).toContain('<h2>Kop</h2>');
    expect(html).toContain('<li><strong>vet</strong> punt</li>');
    expect(html).toContain('<blockquote>');
  });

  it('keeps the page title the only h1', () => {
    expect(renderArticleHtml('# Titel')).toBe('<h2>Titel</h2>\n');
  });

  it('shows raw HTML as text', () => {
    const html = renderArticleHtml('Hallo <script>alert(1)</script> daar\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('links only to our own paths and to http(s)', () => {
    expect(renderArticleHtml('[garantie](/bovag-garantie)')).toContain('<a href="/bovag-garantie">garantie</a>');
    expect(renderArticleHtml('[rdw](https://www.rdw.nl)')).toContain('<a href="https://www.rdw.nl" rel="noopener noreferrer">rdw</a>');
    expect(renderArticleHtml('[klik](javascript:alert(1))')).not.toContain('href');
    expect(renderArticleHtml('[klik](//evil.example)')).not.toContain('href');
  });

  it('leaves out inline images: article photos come from the front matter', () => {
    expect(renderArticleHtml('![een auto](/media/car.webp)')).not.toContain('<img');
  });
});
