/**
 * Our markdown (content pages and blog articles) to HTML: one renderer, so every body follows one
 * policy. Nothing reaches the page unescaped: raw HTML is shown as text, links go only to our own
 * paths, http(s), mailto and tel, external ones open in a new tab with a screen-reader note, and
 * the page title stays the one h1.
 */
import { Marked, Renderer, type Token, type Tokens } from 'marked';
import { escapeHtml } from '@/lib/html/escape';
import { slugify, textFromHtml } from './html-text';

export interface Heading {
  id: string;
  text: string;
  depth: number;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface RenderedMarkdown {
  /** The opening paragraph, shown larger above the body; null when the page opens otherwise. */
  leadHtml: string | null;
  html: string;
  headings: Heading[];
  faq: FaqItem[];
}

export interface RenderOptions {
  layout: 'article' | 'faq';
  /** Screen-reader note after a link that opens a new tab, e.g. "(opent in een nieuw tabblad)". */
  externalLinkNote: string;
  /**
   * Local images in the body; off for blog articles, whose photo comes from the front matter
   * (sized by next/image) while an inline one would shift the layout. Default on.
   */
  inlineImages?: boolean;
}

type HrefKind = 'internal' | 'external' | 'contact' | 'unsafe';

function hrefKind(href: string): HrefKind {
  if (href.startsWith('#') || (href.startsWith('/') && !href.startsWith('//'))) return 'internal';
  if (/^https?:\/\//i.test(href)) return 'external';
  if (/^(mailto|tel):/i.test(href)) return 'contact';
  return 'unsafe';
}

function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0) return plainText(token.tokens);
      if (token.type === 'text' || token.type === 'escape' || token.type === 'codespan') return String(token.text);
      return '';
    })
    .join('');
}

/** Unique ids per page: a second "Kosten" heading becomes "kosten-2". */
function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'sectie';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}

function createMarked(options: RenderOptions, headings: Heading[]): Marked {
  const slug = createSlugger();
  const tableRenderer = new Renderer();
  return new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        // The page title is the only h1; markdown sections start at ##.
        if (depth < 2) throw new Error('markdown headings start at ## (the page title is the h1)');
        const text = plainText(tokens);
        const id = slug(text);
        headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const kind = hrefKind(href);
        if (kind === 'unsafe') return inner;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        if (kind !== 'external') return `<a href="${escapeHtml(href)}"${titleAttribute}>${inner}</a>`;
        const note = `<span class="visually-hidden"> ${escapeHtml(options.externalLinkNote)}</span>`;
        return `<a href="${escapeHtml(href)}"${titleAttribute} target="_blank" rel="noopener noreferrer">${inner}${note}</a>`;
      },
      // Pages are markdown only: raw HTML is shown as text, never passed through.
      html({ text }) {
        return escapeHtml(text);
      },
      image({ href, text }) {
        if (options.inlineImages === false || !href.startsWith('/') || href.startsWith('//')) return escapeHtml(text);
        return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}" loading="lazy">`;
      },
      // A wide table scrolls inside its own focusable region instead of widening the page.
      table(token: Tokens.Table) {
        tableRenderer.parser = this.parser;
        const label = token.header.map((cell) => plainText(cell.tokens)).join(', ');
        return `<div role="region" tabindex="0" aria-label="${escapeHtml(label)}">${tableRenderer.table(token)}</div>\n`;
      },
    },
  });
}

function isHeading(token: Token | undefined, maxDepth: number): token is Tokens.Heading {
  return token?.type === 'heading' && typeof token.depth === 'number' && token.depth <= maxDepth;
}

/**
 * Renders a page body. In the `faq` layout each `###` question with the blocks under it becomes a
 * native `<details>` disclosure: it opens without JavaScript and the question stays a heading.
 */
export function renderMarkdown(markdown: string, options: RenderOptions): RenderedMarkdown {
  const headings: Heading[] = [];
  const marked = createMarked(options, headings);
  const render = (tokens: Token[]): string => marked.parser(tokens);
  const tokens: Token[] = [...marked.lexer(markdown)].filter((token) => token.type !== 'space');

  let leadHtml: string | null = null;
  const [first] = tokens;
  if (first?.type === 'paragraph') {
    leadHtml = render([first]);
    tokens.shift();
  }

  const parts: string[] = [];
  const faq: FaqItem[] = [];
  for (let index = 0; index < tokens.length; ) {
    const token = tokens[index];
    if (options.layout === 'faq' && isHeading(token, 3) && token.depth === 3) {
      let end = index + 1;
      while (end < tokens.length && !isHeading(tokens[end], 3)) end += 1;
      const question = render([token]);
      const heading = headings.at(-1);
      const answer = render(tokens.slice(index + 1, end));
      if (heading && answer.trim() === '') throw new Error(`question "${heading.text}" has no answer`);
      if (heading) faq.push({ id: heading.id, question: heading.text, answer: textFromHtml(answer) });
      parts.push(`<details><summary>${question.trim()}</summary><div>${answer}</div></details>\n`);
      index = end;
    } else if (token) {
      parts.push(render([token]));
      index += 1;
    }
  }
  return { leadHtml, html: parts.join(''), headings, faq };
}
