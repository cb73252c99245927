import 'server-only';
import type { TFunction } from 'i18next';
import { createI18n } from './create';
import { memoiseTranslator } from './memoise';
import { allResources } from './resources';
import { NAMESPACES, type Namespace } from './settings';

// The copy is static for the life of the process, so one instance serves every request. Building
// one per request and translating every label anew cost about 5 ms of a search page's render.
let instance: ReturnType<typeof createI18n> | undefined;
const translators = new Map<Namespace, TFunction>();

/** Translator for server components: `const t = await getT('home'); t('hero.title')`. */
export async function getT(ns: Namespace = 'common'): Promise<TFunction> {
  let translator = translators.get(ns);
  if (!translator) {
    instance ??= createI18n(allResources(), NAMESPACES);
    translator = memoiseTranslator(instance.getFixedT('nl', ns));
    translators.set(ns, translator);
  }
  return translator;
}
