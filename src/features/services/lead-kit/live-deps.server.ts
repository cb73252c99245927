import 'server-only';
import { database } from '@/db';
import { env } from '@/lib/config/env';
import type { Namespace } from '@/lib/i18n/settings';
import { getT } from '@/lib/i18n/server';
import { leadSettings } from '@/features/dealer-contact/server';
import type { ServiceCallDeps } from './service-call.server';
import type { Translate } from './service-mail';

/** The running app's dependencies of a service call: the database, the lead limits, the namespace's copy. */
export async function liveServiceDeps(service: string, namespace: Namespace): Promise<{ call: ServiceCallDeps; t: Translate }> {
  const e = env();
  const [{ db }, translator] = await Promise.all([database(), getT(namespace)]);
  const t: Translate = (key, values) => translator(key, values);
  return {
    t,
    call: { db, service, settings: leadSettings(e), testRoutes: e.ENABLE_TEST_ROUTES, copy: { tooMany: t('errors.form.tooManyRequests'), formInvalid: t('errors.form.invalid') } },
  };
}
