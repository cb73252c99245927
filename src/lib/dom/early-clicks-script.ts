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
  /**
   * A submit button's tap the recorder kept from submitting (the consent banner's answers): with
   * the page's code on its way, the answer is given in the page when it runs, not by a form post
   * that reloads it (the post stays for a browser without JavaScript, where no recorder runs).
   * Its own preventDefault is not the "handled" mark then: a live handler calls markClickHandled.
   */
  held?: 1 | false;
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClick[];
  }
}

/**
 * The recorder: capture phase on the document, registered before React's own listeners there, so
 * it sees a tap before anything else can stop it. It only records, so a link still navigates and a
 * form control still changes as the browser does without JavaScript; only a marked submit button's
 * post is held back for the replay (`held`).
 */
export const EARLY_CLICKS_SCRIPT = `(function(w,d){if(w.__earlyClicks)return;var q=w.__earlyClicks=[];d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?t.closest('[${EARLY_CLICK_ATTRIBUTE}]'):null;if(b&&!b.hasAttribute('${HYDRATED_ATTRIBUTE}'))q.push({target:b,event:e,held:b.type=='submit'&&(e.preventDefault(),1)})},true)})(window,document)`;
