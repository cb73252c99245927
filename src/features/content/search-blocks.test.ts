import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown/render';
import { htmlWithoutSearchBlocks, searchBlockPaths, splitSearchBlocks } from './search-blocks';

const render = (markdown: string) => renderMarkdown(markdown, { layout: 'article', externalLinkNote: '(nieuw tabblad)' }).html;
const body = '## Ruimte\n\nTekst over ruimte.\n\n```zoekblok\n/auto/gezinsauto\n```\n\nMeer tekst & uitleg.\n\n```zoekblok\n/auto/merk-volkswagen/model-golf\n```\n';

describe('searchBlockPaths', () => {
  it('lists the search URLs of the zoekblok fences in order', () => {
    expect(searchBlockPaths(body, 2026)).toEqual(['/auto/gezinsauto', '/auto/merk-volkswagen/model-golf']);
  });

  it('ignores other code blocks', () => {
    expect(searchBlockPaths('```\n/auto/gezinsauto\n```\n', 2026)).toEqual([]);
  });

  it.each([
    ['an invalid search URL', '```zoekblok\n/auto/vliegende-auto\n```\n', /vliegende-auto/],
    ['a URL that is not canonical', '```zoekblok\n/auto/model-golf/merk-volkswagen\n```\n', /canonical/],
    ['two URLs in one block', '```zoekblok\n/auto\n/fietsen\n```\n', /exactly one/],
    ['an empty block', '```zoekblok\n```\n', /exactly one/],
  ])('refuses %s', (_name, markdown, message) => {
    expect(() => searchBlockPaths(markdown, 2026)).toThrow(message);
  });
});

describe('splitSearchBlocks', () => {
  it('cuts the rendered HTML at the search blocks', () => {
    const parts = splitSearchBlocks(render(body), 2026);
    expect(parts.map((part) => part.kind)).toEqual(['html', 'search', 'html', 'search']);
    expect(parts[1]?.kind === 'search' && parts[1].target.landing?.slug).toBe('gezinsauto');
    expect(parts[3]?.kind === 'search' && parts[3].target.request.model).toEqual(['golf']);
    expect(parts[2]?.kind === 'html' && parts[2].html).toBe('<p>Meer tekst &amp; uitleg.</p>\n');
  });

  it('leaves a page without search blocks in one part', () => {
    expect(splitSearchBlocks('<p>Alleen tekst.</p>\n', 2026)).toEqual([{ kind: 'html', html: '<p>Alleen tekst.</p>\n' }]);
  });

  it('removes the blocks for a word count', () => {
    expect(htmlWithoutSearchBlocks(render(body))).not.toContain('zoekblok');
  });
});

/** Every content page with search blocks: a wrong URL fails here, not on the page. */
describe('search blocks in content/pages', () => {
  const dir = path.resolve('content/pages');
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
  it.each(files)('%s names only valid searches', (file) => {
    const source = fs.readFileSync(path.resolve(dir, file), 'utf8');
    expect(() => searchBlockPaths(source, new Date().getFullYear())).not.toThrow();
  });
});
