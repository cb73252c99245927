import fs from 'node:fs';
import path from 'node:path';
import { parseFrontMatter } from '@/lib/markdown/front-matter';
import { textFromHtml, wordCount } from '@/lib/markdown/html-text';
import { renderMarkdown, type FaqItem, type Heading } from '@/lib/markdown/render';
import { pageMetaSchema, PAGE_GROUPS, type PageMeta } from './page-meta';
import { fillPlaceholders, placeholderValues, type SiteValues } from './placeholders';
import { groupPaths } from './related';
import { htmlWithoutSearchBlocks, searchBlockPaths, splitSearchBlocks, type ContentPart } from './search-blocks';

export interface ContentPage {
  /** URL path, e.g. "/bovag-garantie". */
  path: string;
  /** File inside the content folder, e.g. "bovag-garantie.md". */
  file: string;
  meta: PageMeta;
  leadHtml: string | null;
  html: string;
  /** The body cut at its live search blocks (```zoekblok fences); one HTML part when it has none. */
  parts: ContentPart[];
  headings: Heading[];
  faq: FaqItem[];
  /** Words of visible text, lead included: decides whether the page is long enough for a table of contents. */
  wordCount: number;
}

export interface Catalog {
  pages: ReadonlyMap<string, ContentPage>;
}

export interface CatalogOptions {
  dir: string;
  site: SiteValues;
  externalLinkNote: string;
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SEGMENTS = 3;

/**
 * The URL path for route segments, or null when a segment could never name a page: only
 * lowercase letters, digits and single dashes pass, so "..", "%2e", uppercase and empty segments
 * never reach the file system. The catalog lookup that follows is an exact map lookup.
 */
export function contentPathFromSegments(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  return `/${segments.join('/')}`;
}

function markdownFiles(dir: string, prefix = ''): string[] {
  const entries = fs.readdirSync(path.join(dir, prefix), { withFileTypes: true });
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return markdownFiles(dir, relative);
      return entry.isFile() && entry.name.endsWith('.md') ? [relative] : [];
    });
}

function loadPage(dir: string, file: string, options: CatalogOptions, values: Record<string, string>): ContentPage {
  const urlPath = contentPathFromSegments(fillPlaceholders(file.replace(/\.md$/, ''), values, 'text').split('/'));
  if (!urlPath) throw new Error('file name does not make a valid URL path (use a-z, 0-9 and dashes)');
  const { data, body } = parseFrontMatter(fs.readFileSync(path.join(dir, file), 'utf8'));
  const filled = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillPlaceholders(value, values, 'text')]));
  const parsed = pageMetaSchema.safeParse(filled);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; '));
  }
  const markdown = fillPlaceholders(body, values, 'markdown');
  // The calendar year only moves a landing's filters (youngtimer), never whether its URL exists.
  const year = new Date().getFullYear();
  const searches = searchBlockPaths(markdown, year);
  if (searches.length > 0 && parsed.data.layout === 'faq') throw new Error('a zoekblok belongs in an article, not in an FAQ page');
  const rendered = renderMarkdown(markdown, { layout: parsed.data.layout, externalLinkNote: options.externalLinkNote });
  const parts = splitSearchBlocks(rendered.html, year);
  if (parts.filter((part) => part.kind === 'search').length !== searches.length) throw new Error('a zoekblok must stand on its own, between paragraphs');
  const words = wordCount(textFromHtml(`${rendered.leadHtml ?? ''}${htmlWithoutSearchBlocks(rendered.html)}`));
  return { path: urlPath, file, meta: parsed.data, ...rendered, parts, wordCount: words };
}

function checkReferences(pages: ReadonlyMap<string, ContentPage>, productSlug: string): void {
  for (const group of PAGE_GROUPS) {
    for (const listed of groupPaths(group, productSlug)) {
      if (!pages.has(listed)) throw new Error(`group "${group}" lists ${listed}, which has no page`);
    }
  }
  for (const page of pages.values()) {
    if (!groupPaths(page.meta.group, productSlug).includes(page.path)) {
      throw new Error(`${page.file}: not listed in group "${page.meta.group}" (src/features/content/related.ts)`);
    }
    if (page.meta.parent && !pages.has(page.meta.parent)) throw new Error(`${page.file}: parent ${page.meta.parent} has no page`);
  }
}

/**
 * Reads every markdown file under `dir` once: the set of pages is fixed at startup, and a
 * broken page (bad front matter, unknown placeholder, dangling reference) stops the load with
 * the file's name instead of surfacing as a 500 on one URL later.
 */
export function loadCatalog(options: CatalogOptions): Catalog {
  const values = placeholderValues(options.site);
  const pages = new Map<string, ContentPage>();
  for (const file of markdownFiles(options.dir)) {
    let page: ContentPage;
    try {
      page = loadPage(options.dir, file, options, values);
    } catch (error) {
      throw new Error(`content/pages/${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const existing = pages.get(page.path);
    if (existing) throw new Error(`content/pages/${file}: ${page.path} is also served by ${existing.file}`);
    pages.set(page.path, page);
  }
  checkReferences(pages, options.site.productSlug);
  return { pages };
}
