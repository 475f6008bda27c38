import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** Ports are overridable so several runs (or a running `npm start`) can share the machine. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
const API_PORT = Number(process.env.E2E_SUPABASE_PORT ?? 54421);
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 54424);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const SUPABASE_URL = `http://127.0.0.1:${API_PORT}`;
export const MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`;
process.env.E2E_MAIL_URL = MAIL_URL;
process.env.E2E_SUPABASE_URL = SUPABASE_URL;

/** Debian's Chromium, with the flags that work on this machine (see DEVELOPERS.md). */
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0, // a flaky test must be fixed, not retried into passing
  // Sign-in plus an edit and a public check takes 8–15 s on a fast machine and 30–47 s on a slow
  // one of CI's kind (the sign-in alone 15–20 s there); the limit leaves room for that and stays
  // under a minute.
  timeout: 55_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: { baseURL: BASE_URL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      testIgnore: /publish\//,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions },
      grep: /@phone|@all-sizes/,
      testIgnore: /publish\//,
    },
    {
      // Publishing changes what every later page load shows, so it runs after everything else.
      name: 'publish',
      testMatch: /publish\/.*\.spec\.ts/,
      testIgnore: /(deploy-hook|edit-on-page)\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // The deploy hook is called after any publish: no other test may publish while it counts calls.
      name: 'deploy-hook',
      testMatch: /publish\/deploy-hook\.spec\.ts/,
      dependencies: ['publish'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Editing on the page publishes the home hero, which e2e/publish/images.spec.ts publishes too, and
      // would count as a deploy-hook call: it runs after both.
      name: 'edit-on-page',
      testMatch: /publish\/edit-on-page\.spec\.ts/,
      dependencies: ['deploy-hook'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: [
    {
      // A throw-away local Supabase stand-in for sign-in tests.
      command: 'npx tsx supabase/local/cli.ts',
      url: `${SUPABASE_URL}/auth/v1/health`,
      env: {
        SUPABASE_API_PORT: String(API_PORT),
        SUPABASE_MAIL_PORT: String(MAIL_PORT),
        SUPABASE_LOCAL_DATA_DIR: ':memory:',
        SITE_URL: BASE_URL,
        VITE_ADMIN_EMAIL: 'admin@example.com',
        // Parallel tests sign the one admin address in many times a minute: GoTrue's limits
        // (tested in tests/supabase/hardening.test.ts) are raised out of their way.
        AUTH_EMAIL_MAX_FREQUENCY_SECONDS: '0',
        AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000',
        AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS: '100000',
        AUTH_RATE_LIMIT_TOKEN_REFRESH: '100000',
        // Every form the suite sends comes from 127.0.0.1: the database's per-client limit
        // (tested at its default in tests/supabase/floods.test.ts) is raised likewise.
        INBOX_LIMIT_PER_CLIENT_PER_HOUR: '100000',
        VISIT_LIMIT_PER_CLIENT_PER_HOUR: '100000',
        // Likewise the owner's cap of ten lead e-mails an hour (tested at its default in
        // tests/supabase/notification-cap.test.ts): the suite's inquiries are e-mailed, not summarised.
        NOTIFICATIONS_PER_HOUR: '100000',
      },
      reuseExistingServer: false,
      // Starting the embedded Postgres and its migrations takes 15-20 s on a quiet machine and
      // several times that on a slow or busy one; this is start-up, not a test's time.
      timeout: 180_000,
    },
    {
      // The production build, served as a static host would.
      command: `npm run build && npm run preview -- --port ${PORT} --host 127.0.0.1`,
      url: BASE_URL,
      env: { VITE_SUPABASE_URL: SUPABASE_URL, VITE_ADMIN_EMAIL: 'admin@example.com' },
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
});
