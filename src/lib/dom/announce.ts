/**
 * One polite live region for the whole visit, outside React's tree, for news a focus move does not
 * say itself (the new count after a chip was removed). Created ahead of the first message: a
 * region that appears together with its text is not announced by every screen reader.
 */
const ANNOUNCER_ID = 'aankondiging';

export function ensureAnnouncer(): HTMLElement {
  const existing = document.getElementById(ANNOUNCER_ID);
  if (existing) return existing;
  const region = document.createElement('div');
  region.id = ANNOUNCER_ID;
  region.className = 'visually-hidden';
  region.setAttribute('role', 'status');
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
  return region;
}

/** Says `text` once; the same text twice in a row is said twice (emptied first, filled a frame later). */
export function announce(text: string): void {
  const region = ensureAnnouncer();
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = text;
  });
}
