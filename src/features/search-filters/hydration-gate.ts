/**
 * The filter panel hydrates on intent (FiltersOnIntent.tsx, lib/dom/HydrateOnIntent.tsx). Its gate
 * is one per page load, here rather than in the component, because the phone's Filters button
 * outside the panel opens it too: a tap on the button asks for the sheet, which the panel opens
 * once it has hydrated (or at once when it has).
 */
import { createIntentGate, type IntentGate } from '@/lib/dom/intent-gate';

let gate: IntentGate | null = null;
let sheetWanted = false;
let sheetOpener: (() => void) | null = null;

export function panelGate(): IntentGate {
  gate ??= createIntentGate();
  return gate;
}

/** The phone's Filters button: opens the sheet now, or once the panel has hydrated. */
export function requestSheet(): void {
  if (sheetOpener) return sheetOpener();
  sheetWanted = true;
  panelGate().open();
}

/** The panel, once hydrated, opens the sheet for the button; a tap made before then is answered now. */
export function answerSheetRequests(open: () => void): () => void {
  sheetOpener = open;
  if (sheetWanted) {
    sheetWanted = false;
    open();
  }
  return () => {
    if (sheetOpener === open) sheetOpener = null;
  };
}
