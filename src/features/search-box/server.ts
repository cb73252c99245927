import 'server-only';
import { getT } from '@/lib/i18n/server';
import { MOBILITY_TYPES_WITH_ALL, type MobilityTypeOrAll } from '@/lib/vehicle/enums';
import type { CountCopy, OptionKind, SearchBoxCopy } from './copy';

export type { SearchBoxCopy } from './copy';

const KINDS: readonly OptionKind[] = ['search', 'make', 'model', 'place', 'landing', 'recent'];

/** The copy of a search box: the header's (short placeholder on phones is CSS's business) or the home hero's. */
export async function searchBoxCopy(where: 'header' | 'hero'): Promise<SearchBoxCopy> {
  const t = await getT('search-box');
  const templates = (key: string): CountCopy => ({ zero: t(`${key}.zero`), one: t(`${key}.one`), other: t(`${key}.other`) });
  return {
    label: t('label'),
    region: t(where === 'header' ? 'regionHeader' : 'regionHero'),
    placeholder: t(where === 'header' ? 'placeholderShort' : 'placeholder'),
    submit: t('submit'),
    listLabel: t('listLabel'),
    announce: templates('announce'),
    kinds: Object.fromEntries(KINDS.map((kind) => [kind, t(`kind.${kind}`)])) as Record<OptionKind, string>,
    counts: Object.fromEntries(MOBILITY_TYPES_WITH_ALL.map((type) => [type, templates(`count.${type}`)])) as Record<MobilityTypeOrAll, CountCopy>,
  };
}

/** The home hero's heading and hint over its sentence box. */
export async function heroSearchCopy(): Promise<{ title: string; hint: string; or: string }> {
  const t = await getT('search-box');
  return { title: t('hero.title'), hint: t('hero.hint'), or: t('hero.or') };
}
