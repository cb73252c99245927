import { CALL_TRACKING_NUMBER_PATH } from './call-tracking';

/**
 * The call-tracking script, as a call-tracking vendor would serve it: it finds the elements
 * marked with a dealer's call-tracking code, asks for that code's tracked number, and puts it in
 * their text (`data-call-tracking-number`) and tel: link (`data-call-tracking-link`). New
 * elements are picked up as they appear. `delayMs` null makes a script that never answers and a
 * number delays the answer: the e2e suite's late and silent vendors (test routes only).
 */
export function callTrackingScript(delayMs: number | null): string {
  if (delayMs === null) return '/* call tracking: this variant never answers */\n';
  return `(function () {
  'use strict';
  var DONE = 'data-call-tracked';
  var numbers = {};
  function apply(element, number) {
    element.setAttribute(DONE, '');
    if (element.hasAttribute('data-call-tracking-number')) element.textContent = number.display;
    if (element.hasAttribute('data-call-tracking-link')) element.setAttribute('href', number.href);
  }
  function lookup(code) {
    if (!numbers[code]) {
      numbers[code] = fetch(${JSON.stringify(CALL_TRACKING_NUMBER_PATH)} + '/' + encodeURIComponent(code), { headers: { accept: 'application/json' } })
        .then(function (response) { return response.ok ? response.json() : null; })
        .catch(function () { return null; });
    }
    return numbers[code];
  }
  function swap() {
    var elements = document.querySelectorAll('[data-call-tracking-code]:not([' + DONE + '])');
    Array.prototype.forEach.call(elements, function (element) {
      var code = element.getAttribute('data-call-tracking-code');
      if (!code) return;
      lookup(code).then(function (number) {
        if (number && typeof number.display === 'string' && typeof number.href === 'string' && element.isConnected) apply(element, number);
      });
    });
  }
  setTimeout(function () {
    swap();
    new MutationObserver(swap).observe(document.body, { childList: true, subtree: true });
  }, ${Math.max(0, Math.round(delayMs))});
})();
`;
}

/** The delay a test asked for: "never", or milliseconds up to a minute; anything else is none. */
export function parseTrackingDelay(value: string | null): number | null {
  if (value === 'never') return null;
  const ms = Number(value);
  return value !== null && /^\d{1,5}$/.test(value) && ms <= 60_000 ? ms : 0;
}
