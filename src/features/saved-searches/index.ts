/** Client-safe entry: the bot-check widget (decision 020) for other forms that make the site send mail. */
export { useBotCheck, type BotCheckState, type WidgetStrings } from './subscribe/use-bot-check';
export { BOT_CHECK_CHALLENGE_CALL } from './subscribe/bot-check-call';
