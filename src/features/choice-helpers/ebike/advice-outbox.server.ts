import 'server-only';
import { env } from '@/lib/config/env';
import { formatInteger } from '@/lib/format/number';
import { getT } from '@/lib/i18n/server';
import type { Translate } from '@/lib/i18n/translate';
import type { MailRenderer } from '@/lib/mail/outbox/send-due-mail.server';
import { resolveResult } from '../wizard/wizard-flow';
import { adviceCopy } from './advice-copy';
import { renderAdviceMail } from './advice-mail';
import { ADVICE_MAIL } from './mail.server';
import { EBIKE_WIZARD } from './questions';
import { ebikeAdvice } from './rules';

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/**
 * The advice mail rebuilt from its answers when the outbox sends it, so it speaks the rules and
 * copy of that moment. Null (closed unsent) when the stored answers no longer make a result.
 */
export function adviceMailRenderers(deps: { t: Translate; productName: string }): Record<string, MailRenderer> {
  const { t, productName } = deps;
  const render: MailRenderer = async (mail) => {
    const name = text(mail.payload.name);
    const query = text(mail.payload.query);
    const searchUrl = text(mail.payload.searchUrl);
    const resultUrl = text(mail.payload.resultUrl);
    const total = typeof mail.payload.total === 'number' ? mail.payload.total : 0;
    if (name === null || query === null || searchUrl === null || resultUrl === null) return null;
    const view = resolveResult(EBIKE_WIZARD, Object.fromEntries(new URLSearchParams(query)));
    if (view.kind !== 'complete') return null;
    const advice = adviceCopy(ebikeAdvice(view.answers), t);
    return renderAdviceMail({
      to: mail.recipient,
      subject: t('mail.subject', { archetype: advice.archetype }),
      greeting: t('mail.greeting', { name }),
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
  return adviceMailRenderers({ t: (key, values) => t(key, values), productName: env().PRODUCT_NAME });
}
