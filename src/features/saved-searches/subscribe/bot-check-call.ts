/** Where the ALTCHA widget fetches its challenge (decision 020); every mailing form uses the same. */
export const BOT_CHECK_CHALLENGE_CALL = '/api/client/search/subscribe/challenge';
/** Where every subscription form posts (saved searches, price watch, newsletter): one endpoint, one set of limits. */
export const SUBSCRIBE_CALL = '/api/client/search/subscribe';
