/**
 * Embedded mode (product §2: pages opened with ?iframe=true). A partner frames one of our pages;
 * the shell then drops its header and footer. The mode is decided before the first paint by a
 * tiny inline script (no flash of chrome), marked on <html data-embedded>, and remembered in
 * sessionStorage so in-site navigation and reloads inside the same frame stay embedded.
 */
export const EMBEDDED_QUERY = 'iframe';
export const EMBEDDED_STORAGE_KEY = 'shell:embedded';
export const EMBEDDED_ATTRIBUTE = 'data-embedded';

interface BootWindow {
  location: { search: string };
  self: unknown;
  top: unknown;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  document: { documentElement: { setAttribute(name: string, value: string): void } };
}

/**
 * Self-contained on purpose: it is serialised with toString() into the inline boot script.
 * ?iframe=true always embeds; the remembered flag counts only while we are actually framed, so
 * opening the site in a normal tab afterwards shows the full chrome again.
 */
export function bootEmbeddedMode(win: BootWindow, query: string, storageKey: string, attribute: string): boolean {
  const value = new URLSearchParams(win.location.search).get(query);
  let remembered = false;
  try {
    if (value === 'true') win.sessionStorage.setItem(storageKey, '1');
    else if (value === 'false') win.sessionStorage.removeItem(storageKey);
    remembered = win.sessionStorage.getItem(storageKey) === '1';
  } catch {
    // Storage can be blocked inside third-party frames; the query alone still decides.
  }
  const embedded = value === 'true' || (remembered && win.self !== win.top);
  if (embedded) win.document.documentElement.setAttribute(attribute, '');
  return embedded;
}

export const EMBEDDED_BOOT_SCRIPT = `(${bootEmbeddedMode.toString()})(window, ${JSON.stringify(EMBEDDED_QUERY)}, ${JSON.stringify(EMBEDDED_STORAGE_KEY)}, ${JSON.stringify(EMBEDDED_ATTRIBUTE)});`;
