/**
 * Issue 50 item 3, "every tap applied", measured: each control type is tapped right after the page's
 * `load` event on a phone with 4× CPU throttling, in a fresh context (a first visit: no cache, no
 * cookies but the cookie answer), and the probe checks whether the tap took effect. It starts no
 * server: it drives whatever answers at the base URL (a production build, `npm start` or
 * scripts/start.ts with its own dist dir). See bench/README.md, "First tap after load".
 *
 *   npm run bench:first-tap                                   # http://127.0.0.1:3000
 *   npm run bench:first-tap -- --base http://127.0.0.1:3500 --only carousel-fullscreen,lead-dialog
 *
 * Per control it prints when the tap landed after `load` (the page's own clock, from a listener in
 * the capture phase on the window), whether it took effect within 5 s and how long that took, and
 * the evidence for a failure: when the held chunks ran (decision 054), when React first committed,
 * what the tap landed on and whether anything handled it. A control whose tap was lost is tapped
 * once more 5 s later ("again"): if that one works, the selector and the check are right and the
 * first tap was lost to timing.
 */
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { CONSENT_COOKIE, CONTROLS, type Control, type Paths, type Viewport } from './first-tap-controls';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    detail: { type: 'string' },
    only: { type: 'string' },
    'cpu-rate': { type: 'string', default: '4' },
    'within-ms': { type: 'string', default: '200' },
    'effect-ms': { type: 'string', default: '5000' },
  },
});

const base = values.base.replace(/\/$/, '');
const cpuRate = Number(values['cpu-rate']);
const withinMs = Number(values['within-ms']);
const effectMs = Number(values['effect-ms']);

// Debian's Chromium with the e2e suite's flags (playwright.config.ts); never a downloaded browser.
const LAUNCH = { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] };

/** Events the page reports, each on the wall clock (performance.timeOrigin + now), so they survive a navigation the tap causes. */
interface Probe {
  load?: number;
  chunks?: number;
  commit?: number;
  click?: number;
  /** What the first tap landed on. */
  target?: string;
  /** Whether anything handled it: its default prevented, its propagation stopped (read after the bubble phase). */
  handled?: string;
}

type ProbeKind = 'load' | 'chunks' | 'commit' | 'click' | 'handled';

/**
 * Runs before the page's scripts. `load`; the first click (capture on the window, before the early-click
 * recorder and React see it) and, after its bubble phase, what handled it; the held chunks' flag
 * (scripts/serve/page-scripts/hold-scripts.ts sets `__heldChunksRan`); React's first commit through a
 * stand-in for the DevTools hook (production builds call it too, as bench/page-load.ts uses it).
 */
const PROBE = `(() => {
  const now = () => performance.timeOrigin + performance.now();
  const report = (kind, at, info) => { try { window.__tapProbe(kind, at, info || ''); } catch {} };
  addEventListener('load', () => report('load', now()));
  let clicked = false;
  addEventListener('click', (event) => {
    if (clicked) return;
    clicked = true;
    const at = now();
    const target = event.target instanceof Element ? event.target : null;
    const control = target && target.closest('a, button, summary, input, label, [role]');
    const describe = (element) => {
      if (!element) return '(nothing)';
      const name = element.getAttribute('aria-label') || (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 32);
      const href = element.getAttribute('href');
      return '<' + element.tagName.toLowerCase() + (href ? ' href=' + href.slice(0, 40) : '') + (element.hasAttribute('data-early-click') ? ' data-early-click' : '') + (element.hasAttribute('data-hydrated') ? ' data-hydrated' : '') + '> "' + name + '"';
    };
    report('click', at, describe(control));
    // After the bubble phase: whether anything handled the tap. React stops a tap in a dehydrated part at its root, so it may never reach the window.
    let bubbled = false;
    const handled = () => (event.defaultPrevented ? 'default prevented' : 'default not prevented');
    addEventListener('click', (late) => { if (late === event) { bubbled = true; report('handled', at, handled()); } }, { once: true });
    setTimeout(() => { if (!bubbled) report('handled', at, 'propagation stopped before the window, ' + handled()); }, 0);
  }, true);
  let ran;
  Object.defineProperty(window, '__heldChunksRan', { configurable: true, get: () => ran, set: (value) => { ran = value; report('chunks', now()); } });
  let committed = false;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true, isDisabled: false,
    inject() { return 1; }, checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, setStrictMode() {},
    onCommitFiberRoot() { if (!committed) { committed = true; report('commit', now()); } },
  };
})();`;

interface Outcome {
  name: string;
  path: string;
  /** The page has no such control: reported, not counted. */
  absent?: boolean;
  /** When the tap left (the test's clock), and when the page dispatched it (the page's), after `load`. */
  issuedAt?: number;
  issuedMs?: number;
  clickMs?: number;
  took: boolean;
  effectMs?: number;
  /** Tapped once more 5 s later when the first was lost: did that one work. */
  again?: boolean;
  /** What the tap did instead, when it did something else. */
  instead?: string;
  chunksMs?: number;
  commitMs?: number;
  clickInfo?: string;
  error?: string;
}

function contextOptions(viewport: Viewport, consent: boolean): BrowserContextOptions {
  const device = viewport === 'phone' ? devices['Pixel 7'] : { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
  const cookies = consent ? [{ name: CONSENT_COOKIE, value: 'v1', domain: new URL(base).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }] : [];
  return { ...device, locale: 'nl-NL', storageState: { cookies, origins: [] } };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number | undefined> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    // A check that reads a page in the middle of a navigation throws, or waits for the new document: not yet.
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000));
    if (await Promise.race([check().catch(() => false), timeout])) return Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/** The control's centre in the viewport, once scrolled to: found while the page loads. */
async function aim(locator: Locator): Promise<{ x: number; y: number } | undefined> {
  await locator.scrollIntoViewIfNeeded({ timeout: 20_000 }).catch(() => undefined);
  const box = await locator.boundingBox({ timeout: 20_000 }).catch(() => null);
  return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined;
}

/**
 * A raw touch (a phone) or mouse click at a point: it leaves at once, as a finger does, whatever the
 * page's main thread is busy with; the page dispatches it when its thread is free. A locator's tap
 * would first ask that busy thread where the element is, and leave a second later.
 */
async function tapAt(page: Page, point: { x: number; y: number }, viewport: Viewport): Promise<void> {
  if (viewport === 'phone') await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

async function measure(browser: Browser, control: Control, paths: Paths): Promise<Outcome> {
  const path = control.path(paths);
  const outcome: Outcome = { name: control.name, path, took: false };
  const context = await browser.newContext(contextOptions(control.viewport, !control.noConsent));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  const probe: Probe = {};
  const events: string[] = [];
  // The page's own report of `load`, not Playwright's load event: that one came about a second later
  // on a throttled phone, when the main thread was free again.
  let onLoad = () => {};
  const loaded = new Promise<void>((resolve) => (onLoad = resolve));
  try {
    await context.exposeBinding('__tapProbe', (_source, kind: ProbeKind, at: number, info: string) => {
      if (kind === 'handled') probe.handled ??= info;
      else if (probe[kind] === undefined) {
        probe[kind] = at;
        if (kind === 'click') probe.target = info;
        if (kind === 'load') onLoad();
      }
    });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    page.on('request', (request) => {
      const match = /\/api\/client\/web-event\/([^/?]+)/.exec(request.url());
      if (match?.[1]) events.push(match[1]);
    });
    page.on('popup', (popup) => void popup.close());
    page.on('dialog', (dialog) => void dialog.dismiss());
    await control.prepare?.(page, events);
    // The page's images wait until the tap is aimed, and the CPU is throttled from then on: asking a
    // throttled page where a control is (a query by role reads every element's name) took 1-2 s, and
    // `load` (which waits for the images) would be long past by then, or the held chunks' 3 s cap
    // would have released them before the photo. So the HTML's parse and first layout run at full
    // speed; the photo, `load`, the chunks, hydration and the tap all run throttled. The images then
    // arrive at once from a local server, as they would have.
    let aimed = () => {};
    const ready = new Promise<void>((resolve) => (aimed = resolve));
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() === 'image' && route.request().frame() === page.mainFrame()) await ready;
      await route.continue().catch(() => undefined);
    });
    const cdp = await context.newCDPSession(page);

    // The control is found and scrolled to while the page still loads, so the tap itself can follow `load` at once.
    await page.goto(base + path, { waitUntil: 'commit', timeout: 60_000 });
    const target = control.target(page);
    const found = await target
      .waitFor({ state: 'attached', timeout: 20_000 })
      .then(() => true)
      .catch(() => false);
    if (!found) return { ...outcome, absent: true };
    const point = await aim(target);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    aimed();
    await loaded;
    const tappedAt = Date.now();
    if (point) await tapAt(page, point, control.viewport);
    else throw new Error('the control has no box (hidden?)');
    outcome.issuedAt = tappedAt;
    await control.then?.(page).catch((error: unknown) => {
      outcome.error = `second step: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    });
    const shown = await waitFor(() => control.effect(page, events), effectMs);
    outcome.took = shown !== undefined;
    // From the finger, as a visitor counts: the wait for a busy main thread is part of it.
    if (shown !== undefined) outcome.effectMs = shown - tappedAt;
    if (!outcome.took) {
      outcome.instead = await control.instead?.(page).catch(() => undefined);
      const again = control.target(page);
      await (control.viewport === 'phone' ? again.tap({ timeout: 5000 }) : again.click({ timeout: 5000 })).catch(() => undefined);
      await control.then?.(page).catch(() => undefined);
      outcome.again = (await waitFor(() => control.effect(page, events), effectMs)) !== undefined;
    }
  } catch (error) {
    outcome.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    await context.close();
  }
  if (probe.load !== undefined) {
    const since = (at: number | undefined) => (at === undefined ? undefined : Math.round(at - (probe.load ?? 0)));
    outcome.issuedMs = since(outcome.issuedAt);
    outcome.clickMs = since(probe.click);
    outcome.chunksMs = since(probe.chunks);
    outcome.commitMs = since(probe.commit);
  }
  if (probe.target !== undefined) outcome.clickInfo = `${probe.target}, ${probe.handled ?? 'handling not seen'}`;
  return outcome;
}

/** The first detail page linked from /auto (a car: it has the test-drive dialog and the dealer's phone). */
async function detailPath(): Promise<string> {
  if (values.detail) return values.detail;
  const html = await (await fetch(`${base}/auto`, { headers: { cookie: `${CONSENT_COOKIE}=v1` } })).text();
  const found = /href="(\/auto\/aanbod\/[^"#?&]+)/.exec(html)?.[1];
  if (!found) throw new Error('no detail page linked from /auto: pass --detail');
  return found;
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(value)} ms`);

function line(outcome: Outcome): string {
  if (outcome.absent) return `${outcome.name.padEnd(20)} not on ${outcome.path} (not counted)`;
  const late = outcome.issuedMs !== undefined && outcome.issuedMs > withinMs ? ` (later than ${withinMs} ms)` : '';
  const effect = outcome.took ? `yes, shown ${ms(outcome.effectMs)} after the tap` : `NO${outcome.instead ? ` (instead: ${outcome.instead})` : ''}${outcome.again === undefined ? '' : `; tapped again 5 s later: ${outcome.again ? 'works' : 'still nothing'}`}`;
  const evidence = `page saw the tap ${ms(outcome.clickMs)} after load; chunks ran ${ms(outcome.chunksMs)}, first React commit ${ms(outcome.commitMs)}; tap on ${outcome.clickInfo ?? '(not seen)'}`;
  const indent = `\n${' '.repeat(21)}`;
  return `${outcome.name.padEnd(20)} tapped ${ms(outcome.issuedMs)} after load${late}, took effect: ${effect}${indent}${evidence}${outcome.error ? `${indent}error: ${outcome.error}` : ''}`;
}

const only = values.only?.split(',');
const controls = only ? CONTROLS.filter((control) => only.includes(control.name)) : CONTROLS;
const browser = await chromium.launch(LAUNCH);
try {
  const paths = { detail: await detailPath() };
  console.log(`${base}: ${cpuRate}× CPU throttling, Pixel 7 (the mega menu at 1280 px); detail page ${paths.detail}`);
  const outcomes: Outcome[] = [];
  for (const control of controls) {
    const outcome = await measure(browser, control, paths);
    outcomes.push(outcome);
    console.log(line(outcome));
  }
  const counted = outcomes.filter((outcome) => !outcome.absent);
  const inTime = counted.filter((outcome) => outcome.issuedMs !== undefined && outcome.issuedMs <= withinMs).length;
  console.log(`${counted.filter((outcome) => outcome.took).length} of ${counted.length} controls took effect (${inTime} of ${counted.length} tapped within ${withinMs} ms of load)`);
} finally {
  await browser.close();
}
