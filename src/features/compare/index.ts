/** The compare slice's browser-safe parts; its server components are in server.ts. */
export { EARLY_CLICK_ATTRIBUTE } from './early-clicks-script';
export { useEarlyClicks } from './use-early-clicks';
