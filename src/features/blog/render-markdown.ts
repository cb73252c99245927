import { Marked } from 'marked';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Article bodies are our own markdown, yet nothing in them reaches the page unescaped: raw HTML
 * is shown as text, links only go to our own paths or to http(s), and the title stays the one h1.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }) {
      const level = Math.min(6, Math.max(2, depth));
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    html({ text }) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }) {
      const inner = this.parser.parseInline(tokens);
      const internal = href.startsWith('/') && !href.startsWith('//');
      const external = /^https?:\/\//i.test(href);
      if (!internal && !external) return inner;
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const target = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}${target}>${inner}</a>`;
    },
    image({ text }) {
      // Article photos come from the front matter (next/image, sized); inline images would shift the layout.
      return escapeHtml(text);
    },
  },
});

export function renderArticleHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
