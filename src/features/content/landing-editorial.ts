/**
 * Editorial copy for a themed search landing (product §2 "content-managed landing pages"): a
 * markdown file per landing in `content/landings/`, named after the landing's URL
 * (`content/landings/auto/gezinsauto.md` is `/auto/gezinsauto`). The front matter holds the
 * section's title; the body is the advice, and an `## …` heading starts its FAQ, whose `###`
 * questions become the FAQ block with FAQPage data. The result page shows it under the results
 * of its first page. A file whose name is not a landing or canonical search URL throws. Pure.
 */
import { z } from 'zod';
import { parseSearchTarget } from '@/features/blocks';
import type { FaqEntry } from '@/lib/seo/json-ld';
import { parseFrontMatter } from '@/lib/markdown/front-matter';
import { renderMarkdown } from '@/lib/markdown/render';

export interface LandingEditorial {
  /** The result page's URL path. */
  path: string;
  title: string;
  updated: string | null;
  html: string;
  faqHeading: string | null;
  faq: FaqEntry[];
}

const metaSchema = z
  .object({
    title: z.string().min(10).max(90),
    updated: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
      .optional(),
  })
  .strict();

export interface EditorialOptions {
  externalLinkNote: string;
  /** Fills `{product}` and the other placeholders (content/placeholders.ts). */
  fill: (text: string, mode: 'markdown' | 'text') => string;
  year: number;
}

/** `file`: the path inside content/landings, e.g. "auto/gezinsauto.md". */
export function parseLandingEditorial(file: string, source: string, options: EditorialOptions): LandingEditorial {
  const path = `/${file.replace(/\.md$/, '')}`;
  const target = parseSearchTarget(path, options.year);
  if (!target.ok) throw new Error(`the file name must be a landing's URL: ${target.reason}`);
  const { data, body } = parseFrontMatter(source);
  const meta = metaSchema.safeParse(Object.fromEntries(Object.entries(data).map(([key, value]) => [key, options.fill(value, 'text')])));
  if (!meta.success) throw new Error(meta.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`).join('; '));
  const markdown = options.fill(body, 'markdown');
  if (/^```zoekblok/m.test(markdown)) throw new Error('a landing already shows its search; a zoekblok belongs in a content page');
  const faqStart = /^## (.+)$/m.exec(markdown);
  const advice = faqStart ? markdown.slice(0, faqStart.index) : markdown;
  const rendered = renderMarkdown(advice, { layout: 'article', externalLinkNote: options.externalLinkNote });
  let faq: FaqEntry[] = [];
  if (faqStart) {
    const questions = renderMarkdown(markdown.slice(faqStart.index + faqStart[0].length), { layout: 'faq', externalLinkNote: options.externalLinkNote });
    faq = questions.faq.map(({ question, answer }) => ({ question, answer }));
    if (faq.length === 0) throw new Error(`"${faqStart[1]}" has no ### questions`);
  }
  return { path, title: meta.data.title, updated: meta.data.updated ?? null, html: `${rendered.leadHtml ?? ''}${rendered.html}`, faqHeading: faqStart?.[1]?.trim() ?? null, faq };
}
