import 'server-only';
import { env } from '@/lib/config/env';
import { mailSiteUrl } from '@/lib/config/site-url.server';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import type { Translate } from '@/lib/i18n/translate';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { resolveResult } from '../wizard/wizard-flow';
import { withQuery } from '../wizard/wizard-model';
import { adviceCopy } from './advice-copy';
import { renderAdviceMail } from './advice-mail';
import { ADVICE_MAIL } from './mail.server';
import { EBIKE_PATHS, EBIKE_WIZARD } from './questions';
import { ebikeAdvice } from './rules';

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A path of this site; a row queued before paths were stored holds an absolute URL, of which only the path is kept. */
function sitePath(payload: Record<string, unknown>): string | null {
  const path = text(payload.searchPath);
  if (path !== null) return /^\/(?![/\\])/.test(path) ? path : null;
  const url = text(payload.searchUrl);
  if (url === null || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The advice mail rebuilt from its answers when the outbox sends it, so it speaks the rules and
 * copy of that moment, with links made from SITE_URL (never a request's host). Null (closed
 * unsent) when the stored answers no longer make a result. It greets nobody by name: whatever a
 * visitor typed stays out of a mail to an address nobody has confirmed (issue 49 item 11).
 */
export function adviceMailRenderers(deps: { t: Translate; productName: string; siteUrl: () => string }): Record<string, MailRenderer> {
  const { t, productName } = deps;
  const render: MailRenderer = async (mail) => {
    const query = text(mail.payload.query);
    const searchPath = sitePath(mail.payload);
    const total = typeof mail.payload.total === 'number' ? mail.payload.total : 0;
    if (query === null || searchPath === null) return null;
    const view = resolveResult(EBIKE_WIZARD, Object.fromEntries(new URLSearchParams(query)));
    if (view.kind !== 'complete') return null;
    const advice = adviceCopy(ebikeAdvice(view.answers), t);
    const site = deps.siteUrl();
    const searchUrl = `${site}${searchPath}`;
    const resultUrl = `${site}${withQuery(EBIKE_PATHS.resultPath, view.query)}`;
    return renderAdviceMail({
      to: mail.recipient,
      subject: t('mail.subject', { archetype: advice.archetype }),
      greeting: t('mail.greeting'),
      intro: t('mail.intro', { productName }),
      advice,
      headings: { advice: t('result.adviceTitle'), budget: t('result.budgetTitle'), tip: t('result.tipTitle') },
      matches: total > 0 ? t('mail.matches', { count: total, formatted: formatInteger(total) }) : t('mail.matchesNone'),
      searchButton: t('mail.searchButton'),
      searchUrl,
      resultButton: t('mail.resultButton'),
      resultUrl,
      footer: t('mail.footer', { productName }),
    });
  };
  return { [ADVICE_MAIL]: render };
}

/** The renderer with the product's copy and name, for the outbox src/instrumentation.ts starts. */
export async function choiceHelperOutboxRenderers(): Promise<Record<string, MailRenderer>> {
  const t = await getT('choice-helper');
  return adviceMailRenderers({ t: (key, values) => t(key, values), productName: env().PRODUCT_NAME, siteUrl: mailSiteUrl });
}
