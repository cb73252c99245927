import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listItem } from '@/features/vehicle-card/testing';
import { FAVORITES_CHANGED_EVENT, removeFavouriteInBrowser, toggleFavouriteInBrowser, type FavouritesChangedDetail } from './browser';
import { favouriteListItem } from './vehicle-shape';

const NAME = 'viaBOVAG-Favorites';

/** A one-cookie jar with document.cookie's write semantics, enough for these functions. */
function fakeBrowser() {
  let jar = '';
  const target = new EventTarget();
  const events: FavouritesChangedDetail[] = [];
  target.addEventListener(FAVORITES_CHANGED_EVENT, (event) => events.push((event as CustomEvent<FavouritesChangedDetail>).detail));
  vi.stubGlobal('window', target);
  vi.stubGlobal('location', { protocol: 'https:' });
  vi.stubGlobal('document', {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      const [pair = '', ...attributes] = value.split('; ');
      jar = attributes.includes('Max-Age=0') ? '' : pair;
      written.push(value);
    },
  });
  const written: string[] = [];
  return { events, written };
}

describe('favourites in the browser', () => {
  let browser: ReturnType<typeof fakeBrowser>;
  beforeEach(() => {
    browser = fakeBrowser();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('toggles, writes the cookie and tells the page with the vehicle', () => {
    const vehicle = favouriteListItem(listItem({ id: 12 }));
    expect(toggleFavouriteInBrowser(NAME, 12, vehicle)).toBe(true);
    expect(toggleFavouriteInBrowser(NAME, 30)).toBe(true);
    expect(browser.written.at(-1)).toBe(`${NAME}=12|30; Max-Age=31536000; Path=/; SameSite=Lax; Secure`);
    expect(browser.events).toEqual([
      { id: 12, added: true, vehicle },
      { id: 30, added: true, vehicle: undefined },
    ]);
    expect(toggleFavouriteInBrowser(NAME, 12, vehicle)).toBe(false);
    expect(browser.events.at(-1)).toEqual({ id: 12, added: false, vehicle });
  });

  it('removing twice never adds back', () => {
    toggleFavouriteInBrowser(NAME, 5);
    removeFavouriteInBrowser(NAME, 5);
    removeFavouriteInBrowser(NAME, 5);
    expect(browser.events.map((event) => event.added)).toEqual([true, false]);
    expect(browser.written.at(-1)).toMatch(/Max-Age=0/);
  });

  it('throws the spec error for a vehicle of neither shape and changes nothing', () => {
    expect(() => toggleFavouriteInBrowser(NAME, 5, { id: 5, name: 'Golf' })).toThrow('Provided vehicle does not conform with the model');
    expect(browser.written).toEqual([]);
    expect(browser.events).toEqual([]);
  });
});
