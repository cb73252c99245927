/**
 * Where the newsletter is signed up for, and how the compact blocks (footer, blog) hand an address
 * to it. They are plain GET forms with no script of their own, so no page carries the bot check's
 * weight but this one (decision 028); the page's form takes the address from the query.
 */
export const NEWSLETTER_PAGE = '/nieuwsbrief';
export const SIGNUP_EMAIL_PARAM = 'email';
/** The form's anchor on the page: on a phone the visitor lands on the form, not on the introduction. */
export const SIGNUP_ANCHOR = 'aanmelden';
export const SIGNUP_ACTION = `${NEWSLETTER_PAGE}#${SIGNUP_ANCHOR}`;
