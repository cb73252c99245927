import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// One gate and one sheet request per page load, in module state: a fresh module per test.
async function fresh() {
  vi.resetModules();
  return import('./hydration-gate');
}

describe("the filter panel's gate and the Filters button", () => {
  beforeEach(() => {
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps a tap made before the panel hydrated, and opens the gate for it', async () => {
    const { answerSheetRequests, panelGate, requestSheet } = await fresh();
    expect(panelGate().pending()).not.toBeNull();
    requestSheet();
    expect(panelGate().pending()).toBeNull();
    const open = vi.fn();
    const stop = answerSheetRequests(open);
    expect(open).toHaveBeenCalledTimes(1);
    // Asked once, answered once: a panel mounting again opens no sheet.
    stop();
    const again = vi.fn();
    answerSheetRequests(again);
    expect(again).not.toHaveBeenCalled();
  });

  it('opens the sheet at once when the panel is there, and not after it is gone', async () => {
    const { answerSheetRequests, requestSheet } = await fresh();
    const open = vi.fn();
    const stop = answerSheetRequests(open);
    requestSheet();
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    requestSheet();
    expect(open).toHaveBeenCalledTimes(1);
  });
});
