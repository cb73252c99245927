/**
 * Keeps the page behind a modal (the menu drawer, the filter sheet) from scrolling, by a data
 * attribute on <html> that globals.css answers. It replaces `html:has(dialog[open])` selectors:
 * a `:has()` on the root is re-checked on every change anywhere in the document, which made the
 * style work of a search page's first paint several times larger (docs/decisions/015).
 * Locks nest; the page scrolls again when the last one is released.
 */
const holders = new WeakMap<object, number>();

export function lockPageScroll(root: { dataset: Record<string, string | undefined> } = document.documentElement): () => void {
  holders.set(root, (holders.get(root) ?? 0) + 1);
  root.dataset.scrollLock = '';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (holders.get(root) ?? 1) - 1;
    holders.set(root, left);
    if (left === 0) delete root.dataset.scrollLock;
  };
}
