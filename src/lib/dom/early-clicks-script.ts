/**
 * Taps on controls before the page's code ran (issue 18: the first tap is never lost). A button is
 * only a button once React has hydrated it, and a document listener only listens once its island
 * has mounted: a tap before that did nothing. A tiny inline script, rendered once at the top of
 * every page by the shell, records taps on marked controls until they hydrate; each control, once
 * hydrated, has its recorded taps replayed in their order (use-early-clicks.ts). The script is in
 * every page's HTML, so it stays small (a unit test holds it under 400 bytes) and carries the
 * request's nonce like the shell's other inline script (the CSP allows no unsafe-inline).
 */

/** Marks a control whose early taps are recorded. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
/** Set by a marked control once it handles taps itself; the recorder then leaves its taps alone. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** Spread on a marked control: `<button {...EARLY_CLICK_PROPS}>`. */
export const EARLY_CLICK_PROPS: Readonly<Record<typeof EARLY_CLICK_ATTRIBUTE, ''>> = { [EARLY_CLICK_ATTRIBUTE]: '' };

export interface EarlyClick {
  target: HTMLElement;
  event: Event;
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClick[];
  }
}

/**
 * The recorder: capture phase on the document, registered before React's own listeners there, so
 * it sees a tap before anything else can stop it. It only records; it never prevents anything, so
 * a link still navigates and a form control still changes as the browser does without JavaScript.
 */
export const EARLY_CLICKS_SCRIPT = `(function(w,d){if(w.__earlyClicks)return;var q=w.__earlyClicks=[];d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?t.closest('[${EARLY_CLICK_ATTRIBUTE}]'):null;if(b&&!b.hasAttribute('${HYDRATED_ATTRIBUTE}'))q.push({target:b,event:e})},true)})(window,document)`;
