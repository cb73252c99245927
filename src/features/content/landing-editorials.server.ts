import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { publicConfig } from '@/lib/config/site';
import { getT } from '@/lib/i18n/server';
import { parseLandingEditorial, type LandingEditorial } from './landing-editorial';
import { fillPlaceholders, placeholderValues } from './placeholders';

export const LANDINGS_DIR = path.join(process.cwd(), 'content', 'landings');

let cached: Map<string, LandingEditorial> | undefined;

/** Every landing's editorial copy, read once per process (in development on every request). */
export async function landingEditorials(): Promise<ReadonlyMap<string, LandingEditorial>> {
  if (cached && process.env.NODE_ENV !== 'development') return cached;
  const t = await getT('content');
  const { productName, productSlug, dealerPortalUrl } = publicConfig();
  const values = placeholderValues({ productName, productSlug, dealerPortalUrl });
  const options = { externalLinkNote: t('pages.externalLink'), fill: (text: string, mode: 'markdown' | 'text') => fillPlaceholders(text, values, mode), year: new Date().getFullYear() };
  const files = fs.existsSync(LANDINGS_DIR) ? fs.readdirSync(LANDINGS_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md')).sort() : [];
  const editorials = new Map<string, LandingEditorial>();
  for (const file of files) {
    const name = file.split(path.sep).join('/');
    try {
      const editorial = parseLandingEditorial(name, fs.readFileSync(path.join(LANDINGS_DIR, file), 'utf8'), options);
      editorials.set(editorial.path, editorial);
    } catch (error) {
      throw new Error(`content/landings/${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  cached = editorials;
  return cached;
}

/** The editorial copy of the result page at this URL path, if an editor wrote one: a map lookup. */
export async function landingEditorial(urlPath: string): Promise<LandingEditorial | null> {
  return (await landingEditorials()).get(urlPath) ?? null;
}
