/** Where the ALTCHA widget fetches its challenge (decision 020); every mailing form uses the same. */
export const BOT_CHECK_CHALLENGE_CALL = '/api/client/search/subscribe/challenge';
