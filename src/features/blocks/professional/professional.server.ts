import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { database } from '@/db';
import { searchService } from '@/features/search/server';
import { getT } from '@/lib/i18n/server';
import { renderMarkdown } from '@/lib/markdown/render';
import type { MobilityType } from '@/lib/vehicle/enums';
import { dealerStock, findDealerByExternalId, type DealerStock, type ProfessionalDealer } from './professional-dealer';
import { amsterdamYearMonth, checkProfessionalEntries, parseProfessionalFile, selectProfessional, type ProfessionalEntry } from './professional-entry';

export const PROFESSIONALS_DIR = path.join(process.cwd(), 'content', 'vakkrachten');

export interface Professional {
  entry: ProfessionalEntry;
  storyHtml: string;
  dealer: ProfessionalDealer | null;
  stock: DealerStock | null;
}

interface Loaded {
  entries: ProfessionalEntry[];
  stories: Map<string, string>;
}

let loaded: Loaded | undefined;

/** Read once per process (in development on every request, so edits show at once); a wrong file stops the load with its name. */
async function entries(): Promise<Loaded> {
  if (loaded && process.env.NODE_ENV !== 'development') return loaded;
  const t = await getT('content');
  const files = fs.readdirSync(PROFESSIONALS_DIR).filter((name) => name.endsWith('.md')).sort();
  const list = files.map((file) => parseProfessionalFile(`content/vakkrachten/${file}`, fs.readFileSync(path.join(PROFESSIONALS_DIR, file), 'utf8')));
  checkProfessionalEntries(list);
  const stories = new Map(
    list.map((entry) => {
      const rendered = renderMarkdown(entry.story, { layout: 'article', externalLinkNote: t('pages.externalLink'), inlineImages: false });
      return [entry.file, `${rendered.leadHtml ?? ''}${rendered.html}`];
    }),
  );
  loaded = { entries: list, stories };
  return loaded;
}

/** A dealer's facts change rarely; ten minutes saves a query on every home page. */
const DEALER_TTL_MS = 10 * 60_000;
const dealerCache = new Map<string, { at: number; dealer: ProfessionalDealer | null }>();

async function dealerFor(externalId: string): Promise<ProfessionalDealer | null> {
  const cached = dealerCache.get(externalId);
  if (cached && Date.now() - cached.at < DEALER_TTL_MS) return cached.dealer;
  const dealer = await findDealerByExternalId((await database()).db, externalId);
  dealerCache.set(externalId, { at: Date.now(), dealer });
  return dealer;
}

/** This month's professional of a vehicle type (else the latest earlier one), with the dealer as the database knows it. */
export async function professionalOfTheMonth(mobility: MobilityType, now: Date): Promise<Professional | null> {
  const { entries: list, stories } = await entries();
  const entry = selectProfessional(list, mobility, amsterdamYearMonth(now));
  if (!entry) return null;
  const dealer = await dealerFor(entry.dealerExternalId);
  const service = dealer ? await searchService() : null;
  const stock = dealer && service ? dealerStock(dealer.id, (request) => service.search(request, { facets: false, limit: 0 }).total) : null;
  return { entry, storyHtml: stories.get(entry.file) ?? '', dealer, stock };
}
