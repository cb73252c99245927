import { z } from 'zod';

export const PAGE_GROUPS = ['zekerheden', 'consumenten', 'koopgidsen', 'adverteerders', 'organisatie'] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'not a real date');

const internalPath = z.string().regex(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/, 'expected an internal path like /a/b-c');
const href = z.union([internalPath, z.url({ protocol: /^https?$/ })]);

/**
 * What a page's front matter may say, checked after placeholders are filled in; anything else is
 * a mistake and fails the catalog load.
 */
export const pageMetaSchema = z
  .object({
    title: z.string().min(3).max(90),
    /** Meta description: search engines show about 155 characters. */
    description: z.string().min(50).max(170),
    group: z.enum(PAGE_GROUPS),
    updated: isoDate.optional(),
    /** Shorter label for menus, breadcrumbs and related links. */
    navTitle: z.string().min(3).max(50).optional(),
    /** Breadcrumb parent: the URL path of another page. */
    parent: internalPath.optional(),
    /** `faq` turns every `###` question and its answer into a native disclosure. */
    layout: z.enum(['article', 'faq']).default('article'),
    ctaLabel: z.string().min(3).max(60).optional(),
    ctaHref: href.optional(),
  })
  .strict()
  .refine((meta) => (meta.ctaLabel === undefined) === (meta.ctaHref === undefined), 'ctaLabel and ctaHref go together');

export type PageMeta = z.infer<typeof pageMetaSchema>;
