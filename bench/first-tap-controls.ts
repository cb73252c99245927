/**
 * The controls of issue 50 item 3 for bench/first-tap-journey.ts: where each lives, how it is found
 * (by role and its Dutch name, as the end-to-end tests find it) and what shows that a tap took effect.
 */
import type { Locator, Page } from 'playwright-core';

export const CONSENT_COOKIE = 'viaBOVAG-CookieConsent';

export type Viewport = 'phone' | 'desktop';

export interface Control {
  name: string;
  /** The page it lives on; a function for the detail page, found once per run. */
  path: (paths: Paths) => string;
  viewport: Viewport;
  /** A first visit that has not answered the cookie question (the banner shows). */
  noConsent?: boolean;
  /** Before the page's own scripts: what keeps the tap from leaving the page. */
  prepare?: (page: Page, events: string[]) => Promise<void>;
  /** The control; undefined when the page has none (reported, not counted). */
  target: (page: Page) => Locator;
  /** After the tap on `target`, at once: the second step of a two-step control (the sort list's link). */
  then?: (page: Page) => Promise<void>;
  /** True once the tap took effect; polled. `events` holds the web events the page sent. */
  effect: (page: Page, events: string[]) => Promise<boolean>;
  /** When the effect did not show: what the tap did instead, if anything (the page without its code). */
  instead?: (page: Page) => Promise<string | undefined>;
}

export interface Paths {
  detail: string;
}

const results = (page: Page) => page.getByRole('list', { name: 'Zoekresultaten' });
const firstCard = (page: Page) => results(page).getByRole('article').first();
const share = (page: Page) => page.getByRole('region', { name: 'Deel deze advertentie' });
const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
/** "1 / 12": the carousel's counter. */
const counter = async (page: Page) => (await carousel(page).locator('span[aria-live]').first().textContent())?.trim() ?? '';
const visible = async (locator: Locator) => (await locator.count()) > 0 && (await locator.first().isVisible());

/** Share links open WhatsApp and a mail program: the default is stopped before anything sees the tap; the web event shows it was heard (first-tap.spec.ts does the same). */
async function keepShareInPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[data-share]')) event.preventDefault();
    }, true);
  });
}

export /**
 * A plain tel: link followed in headless Chromium leaves a pending external-protocol request that
 * swallows every later tap: the default is stopped after everything else saw the tap (bubble phase
 * on the window; a tap React stops at a dehydrated part's root would not get there, and the reveal is in no
 * such part), and the page notes that the browser would have dialled, as a phone would.
 */
async function keepDialInPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Added during the capture phase, so it runs after the probe's own bubble listener, which reports what the page did.
    window.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null;
      if (!link) return;
      window.addEventListener('click', (late) => {
        if (late !== event || event.defaultPrevented) return;
        document.documentElement.dataset.benchDialled = link.getAttribute('href') ?? '';
        event.preventDefault();
      }, { once: true });
    }, true);
  });
}

export const CONTROLS: Control[] = [
  // A detail page (phone): the carousel, the dealer's contact, sharing.
  {
    name: 'carousel-fullscreen',
    path: (paths) => paths.detail,
    viewport: 'phone',
    target: (page) => page.getByRole('button', { name: "Bekijk foto's op volledig scherm" }),
    effect: async (page) => (await page.locator('dialog[open]').count()) > 0,
  },
  {
    name: 'carousel-next',
    path: (paths) => paths.detail,
    viewport: 'phone',
    target: (page) => carousel(page).getByRole('button', { name: 'Volgende foto' }).first(),
    effect: async (page) => /^2 \//.test(await counter(page)),
  },
  {
    name: 'tabs',
    path: (paths) => paths.detail,
    viewport: 'phone',
    target: (page) => page.getByRole('tab', { selected: false }).first(),
    effect: async (page) => (await page.getByRole('tab', { selected: false }).count()) === 0 || (await page.getByRole('tab', { selected: true }).count()) > 0,
  },
  {
    name: 'phone-reveal',
    path: (paths) => paths.detail,
    viewport: 'phone',
    // A plain tel: link before hydration (issue 49), a button after it: the same name either way.
    prepare: keepDialInPage,
    target: (page) => page.getByRole('main').locator('[aria-label^="Toon telefoonnummer van"]').first(),
    effect: async (page) => visible(page.getByRole('link', { name: /^Bel de dealer .* op / })),
    instead: async (page) => {
      const dialled = await page.evaluate(() => document.documentElement.dataset.benchDialled);
      return dialled ? `the plain link dialled ${dialled} (the dealer's own number: no reveal, no tracked number, no event)` : undefined;
    },
  },
  {
    name: 'lead-dialog',
    path: (paths) => paths.detail,
    viewport: 'phone',
    target: (page) => page.getByRole('button', { name: 'Proefrit aanvragen' }).first(),
    effect: async (page) => visible(page.getByRole('dialog', { name: 'Proefrit aanvragen' })),
  },
  {
    name: 'share-link',
    path: (paths) => paths.detail,
    viewport: 'phone',
    prepare: keepShareInPage,
    target: (page) => share(page).locator('a[data-share="whatsapp"]'),
    effect: async (_page, events) => events.includes('shared-via-whats-app'),
  },
  {
    name: 'copy-link',
    path: (paths) => paths.detail,
    viewport: 'phone',
    target: (page) => share(page).getByRole('button', { name: 'Kopieer link' }),
    effect: async (page) => ((await share(page).getByRole('status').textContent()) ?? '').includes('Link gekopieerd'),
  },
  {
    name: 'detail-heart',
    path: (paths) => paths.detail,
    viewport: 'phone',
    target: (page) => page.getByRole('main').getByRole('button', { name: /^Bewaar .+ als favoriet$/ }).first(),
    effect: async (page) => (await page.getByRole('main').locator('button[aria-pressed="true"][data-vehicle-id]').count()) > 0,
  },
  // The result page (phone).
  {
    name: 'sort',
    path: () => '/auto',
    viewport: 'phone',
    // Two taps: the disclosure (native, works without code) and at once the order's link.
    target: (page) => page.getByText('Sorteer op: Beste resultaat'),
    then: async (page) => page.getByRole('list', { name: 'Sorteer op' }).getByRole('link', { name: 'Prijs oplopend' }).tap({ timeout: 2000 }),
    effect: async (page) => /sortering-prijsoplopend/.test(page.url()),
  },
  {
    name: 'pagination',
    path: () => '/auto',
    viewport: 'phone',
    target: (page) => page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: /^(Pagina 2|Volgende pagina)$/ }).first(),
    effect: async (page) => /[?&]page=2\b/.test(page.url()),
  },
  {
    name: 'filters-sheet',
    path: () => '/auto',
    viewport: 'phone',
    // A link to the panel until the island hydrated, a button after (decision 039): the same name.
    target: (page) => page.getByRole('button', { name: /^Filters/ }).or(page.getByRole('link', { name: /^Filters/ })).first(),
    effect: async (page) => visible(page.getByRole('dialog', { name: 'Filters' })),
    instead: async (page) => {
      const hash = new URL(page.url()).hash;
      return hash ? `the plain panel opened (${hash}, CSS :target), not the sheet; it covers the Filters button` : undefined;
    },
  },
  {
    name: 'heart',
    path: () => '/auto',
    viewport: 'phone',
    target: (page) => firstCard(page).getByRole('button', { name: /^Bewaar .+ als favoriet$/ }),
    effect: async (page) => (await firstCard(page).locator('button[aria-pressed="true"][data-vehicle-id]').count()) > 0,
  },
  {
    name: 'compare',
    path: () => '/auto',
    viewport: 'phone',
    target: (page) => firstCard(page).getByRole('button', { name: /^Vergelijk / }),
    effect: async (page) => visible(page.getByRole('region', { name: 'Vergelijken' }).getByText('1 voertuig gekozen')),
  },
  // The shell.
  {
    name: 'mega-menu',
    path: () => '/',
    viewport: 'desktop',
    target: (page) => page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Toon het menu Fietsen' }),
    effect: async (page) => (await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Toon het menu Fietsen' }).getAttribute('aria-expanded')) === 'true',
  },
  {
    name: 'consent',
    path: () => '/',
    viewport: 'phone',
    noConsent: true,
    target: (page) => page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Alles accepteren' }),
    effect: async (page) =>
      (await page.getByRole('region', { name: 'Cookies' }).count()) === 0 && (await page.context().cookies()).some((cookie) => cookie.name === CONSENT_COOKIE && cookie.value.includes('analytics')),
  },
];
