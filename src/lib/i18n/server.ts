import 'server-only';
import { cache } from 'react';
import type { TFunction } from 'i18next';
import { createI18n } from './create';
import { allResources } from './resources';
import { NAMESPACES, type Namespace } from './settings';

const serverI18n = cache(() => createI18n(allResources(), NAMESPACES));

/** Translator for server components: `const t = await getT('home'); t('hero.title')`. */
export async function getT(ns: Namespace = 'common'): Promise<TFunction> {
  return serverI18n().getFixedT('nl', ns);
}
