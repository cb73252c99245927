/**
 * Moving the visitor to the contact form ("Neem contact op", the phone bar's "Stuur bericht"):
 * the form scrolls into view and its first field takes the focus, so keyboard and screen-reader
 * users land where they can type, not on a heading they still have to tab away from.
 */
export const CONTACT_FORM_ID = 'contactformulier';

/** The form's first field a visitor can reach with Tab (the honeypot is out of the tab order). */
function firstField(form: HTMLFormElement): HTMLElement | undefined {
  return [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')].find(
    (field) => field.tabIndex >= 0 && !field.disabled && field.type !== 'hidden' && !field.closest('[aria-hidden="true"]'),
  );
}

/** False when the page has no contact form (its section failed): the caller's link then does what a link does. */
export function focusContactForm(): boolean {
  const section = document.getElementById(CONTACT_FORM_ID);
  const form = section?.querySelector('form');
  const field = form && firstField(form);
  if (!section || !field) return false;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ block: 'start', behavior: reduce ? 'instant' : 'smooth' });
  field.focus({ preventScroll: true });
  return true;
}
