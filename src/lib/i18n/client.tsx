'use client';

import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from './create';
import type { Namespace, Resources } from './settings';

/**
 * Gives client components the namespaces their page picked (pickResources on the server),
 * so a page ships only the copy it uses instead of every namespace.
 */
export function I18nProvider({ resources, children }: { resources: Resources; children: ReactNode }) {
  const instance = useMemo(() => {
    const i18n = createI18n(resources, Object.keys(resources) as Namespace[]);
    return i18n;
  }, [resources]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
