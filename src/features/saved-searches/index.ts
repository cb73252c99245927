/** Client-safe entry: the bot-check widget (decision 020) for other forms that make the site send mail. */
export { useBotCheck, type BotCheckState, type WidgetStrings } from './subscribe/use-bot-check';
export { BOT_CHECK_CHALLENGE_CALL, SUBSCRIBE_CALL } from './subscribe/bot-check-call';
export { subscribeOutcome, type FormErrors, type FormMessages } from './subscribe/subscribe-form-model';
// The mail frame (decision 019), pure: the newsletter's issue is built from the same tables as the alerts.
export { button, COLOR, FONT, headerText, heading, href, html, linkFallback, listUnsubscribeHeaders, paragraph, renderFrame, renderTextFrame, SafeHtml, smallButton, smallPrint, type FrameLink, type Translate } from './mail/mail-frame';
// The fields and the submit flow of the forms that make the site send mail (newsletter, advice mailer).
export { useBotCheckedSubmit, type BotCheckedPost } from './subscribe/use-bot-checked-submit';
export { EmailField } from './subscribe/EmailField';
export { ConsentField } from './subscribe/ConsentField';
export { BotCheckField } from './subscribe/BotCheckField';
export type { FieldClasses } from './subscribe/field-classes';
