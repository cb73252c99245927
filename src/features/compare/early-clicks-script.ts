/**
 * Clicks on the cards' heart and compare buttons before the page's code ran (issue 18: the first
 * tap is never lost). A button is only a button once React has hydrated it; a tap before that did
 * nothing, and under load a visitor's first two compare taps could leave the bar empty. A small
 * inline script (EarlyClicks, rendered before the cards) records taps on marked buttons
 * until they hydrate; each button, once hydrated, has the recorded taps replayed in their order.
 */

/** Marks a button whose early taps are recorded. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click';
/** Set by a marked button once it handles taps itself. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export interface EarlyClick {
  target: HTMLElement;
  event: Event;
}

declare global {
  interface Window {
    __earlyClicks?: EarlyClick[];
  }
}

/** The recorder: capture phase on the document, so it sees a tap before anything else can stop it. */
export const EARLY_CLICKS_SCRIPT = `(function(w,d){if(w.__earlyClicks)return;var q=w.__earlyClicks=[];d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest?t.closest('[${EARLY_CLICK_ATTRIBUTE}]'):null;if(b&&!b.hasAttribute('${HYDRATED_ATTRIBUTE}'))q.push({target:b,event:e})},true)})(window,document)`;
