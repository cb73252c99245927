import { defineConfig, devices } from '@playwright/test';
import { E2E_DATA_DIR, E2E_SMTP_PORT } from './tests/e2e/e2e-env';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
/**
 * The app sends its mail over SMTP to the suite's own server (tests/e2e/global-setup.ts), which keeps
 * it in the dev mailbox's folder; /dev/mailbox opens only with this key.
 */
const DEV_MAILBOX_KEY = 'e2e-mailbox-key-not-a-secret';

// Debian's Chromium, never a downloaded browser; flags keep it off the closed network.
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Files in two workers against the one server: every file sets up its own state (listings it
  // imports, client addresses of its own for the rate limits, cookies per context). Tests inside a
  // file stay in order. Two, not more: the server and the browsers share the machine's two cores.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // An axe scan of a page of cards takes 10-20 s on this shared 2-core machine under the suite's own load, over 30 s when
  // other jobs run too: a test that fails must fail on what it checks, not on the machine's load.
  timeout: 60_000,
  // The list reporter names the slowest files at the end: CI's time budget is spent there.
  reportSlowTests: { max: 8, threshold: 60_000 },
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    locale: 'nl-NL',
    launchOptions,
    // Recording a trace on every run costs a fifth of the suite's time (screenshots and DOM snapshots at each step, on
    // two busy cores); a failure in CI is retried once, and that retry records it. Locally: --trace on.
    trace: 'on-first-retry',
    // Visitors in the suite have answered the cookie question (necessary only), so the banner covers nothing;
    // tests/e2e/analytics.spec.ts starts without it.
    storageState: {
      cookies: [
        { name: 'viaBOVAG-CookieConsent', value: 'v1', domain: new URL(baseURL).hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
        { name: 'dev-mailbox-key', value: DEV_MAILBOX_KEY, domain: new URL(baseURL).hostname, path: '/dev', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
  },
  projects: [
    // Tests tagged @mobile also run at phone size; @mobile-only tests (the drawer) only there.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@mobile-only/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ },
  ],
  webServer: {
    command: 'npx tsx scripts/start.ts',
    url: `${baseURL}/`,
    timeout: 240_000,
    // Off by default so a stale server is never tested by mistake; E2E_REUSE_SERVER=1 for quick local runs.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // The e2e server always runs on its own PGlite; PostgreSQL is covered by the integration suite.
      DATABASE_URL: '',
      SEED_COUNT: '3000',
      APP_ENV: 'acceptance',
      ENABLE_TEST_ROUTES: '1',
      SITE_URL: baseURL,
      DEV_MAILBOX_KEY,
      // The background photo pre-render would compete with the tests for two cores; its own tests cover it.
      PRERENDER_PHOTOS: '0',
    },
  },
});
