/**
 * The cookie question as a plain form post (issue 49: without JavaScript the banner could not be
 * answered and the preferences page stored nothing). The banner's two buttons and the preferences
 * form post here; the answer sets the cookie and sends the visitor back where they were. With
 * JavaScript the same buttons answer in the page and never post. Pure, so it is unit-tested.
 */
import { EVERYTHING, NECESSARY_ONLY, type ConsentChoice } from './consent-cookie';

export const CONSENT_FORM_PATH = '/cookie-voorkeuren/opslaan';
export const PREFERENCES_PATH = '/cookie-voorkeuren';
/** Where the preferences form returns to: the page, saying the choice was saved. */
export const SAVED_PATH = `${PREFERENCES_PATH}?opgeslagen=1`;

/** The form's field names and the submit buttons' values. */
export const CONSENT_FIELDS = { choice: 'keuze', back: 'terug', analytics: 'analytics', marketing: 'marketing' } as const;
export const CONSENT_BUTTONS = { all: 'alles', necessary: 'noodzakelijk', own: 'eigen' } as const;

type FormLike = Pick<URLSearchParams, 'get' | 'has'>;

/** The choice a posted form makes: a button for all or necessary only, or the ticked boxes. */
export function choiceFromForm(form: FormLike): ConsentChoice {
  const button = form.get(CONSENT_FIELDS.choice);
  if (button === CONSENT_BUTTONS.all) return EVERYTHING;
  if (button === CONSENT_BUTTONS.necessary) return NECESSARY_ONLY;
  return { analytics: form.has(CONSENT_FIELDS.analytics), marketing: form.has(CONSENT_FIELDS.marketing) };
}

/**
 * The page to go back to: a path on this site only (never `//elsewhere` or a scheme), else the
 * preferences page, so the answer cannot be used to send a visitor to another site.
 */
export function returnPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || value.length > 2000 || /[\u0000-\u001f\u007f]/.test(value)) return SAVED_PATH;
  return value;
}
