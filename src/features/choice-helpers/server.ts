import 'server-only';
// The e-bike keuzehulp (issue 16): pages, the advice mailer and its outbox renderer.
export { EbikeLanding } from './ebike/EbikeLanding';
export { EbikeStart, ebikeStartTitle } from './ebike/EbikeStart';
export { EbikeResult, ebikeResultTitle } from './ebike/EbikeResult';
export { handleAdviceMail, ADVICE_MAIL } from './ebike/mail.server';
export { choiceHelperOutboxRenderers, adviceMailRenderers } from './ebike/advice-outbox.server';
