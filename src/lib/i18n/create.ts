import { createInstance, type i18n, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, type Namespace, type Resources } from './settings';

/** A synchronous i18next instance over in-memory resources; used by server and browser alike. */
export function createI18n(resources: Resources, namespaces: readonly Namespace[]): i18n {
  const instance = createInstance();
  void instance.init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    resources: { [DEFAULT_LANGUAGE]: resources },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export type { TFunction };
