/**
 * Dialling a tel: link from script. Before leaving for the dialler a cancelable
 * `dealer-contact:dial` event goes out on window, so tests (and a tag manager) can observe the
 * number; a listener that cancels it keeps the page where it is.
 */
export const DIAL_EVENT = 'dealer-contact:dial';

export interface DialEventDetail {
  href: string;
}

export function dial(href: string): void {
  const event = new CustomEvent<DialEventDetail>(DIAL_EVENT, { detail: { href }, cancelable: true });
  if (window.dispatchEvent(event)) window.location.href = href;
}

export const CALL_TRACKING_SCRIPT_ID = 'call-tracking-script';

/**
 * Loads the call-tracking script once per page. Created from our own (nonce-trusted) code, so
 * the CSP's 'strict-dynamic' admits it without a nonce of its own.
 */
export function loadCallTrackingScript(src: string): void {
  if (document.getElementById(CALL_TRACKING_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = CALL_TRACKING_SCRIPT_ID;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}
