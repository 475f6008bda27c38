/**
 * The admin e2e suite with the project's Playwright settings, but building into a private folder:
 * other runs in the same working tree rebuild dist/ with their own stand-in ports, which would send
 * this run's sign-in to someone else's mailbox.
 *   E2E_PORT=4231 E2E_SUPABASE_PORT=54531 E2E_MAIL_PORT=54534 npx playwright test -c e2e/admin/playwright.admin.config.ts
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base, { BASE_URL, SUPABASE_URL } from '../../playwright.config';

const PORT = new URL(BASE_URL).port;
const OUT = process.env.E2E_ADMIN_OUT_DIR ?? `node_modules/.cache/admin-e2e-dist-${PORT}`;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

export default defineConfig({
  ...base,
  testDir: '.',
  // Private too: other runs clear test-results/ while this one writes its traces there.
  outputDir: `${ROOT}/node_modules/.cache/admin-e2e-results-${PORT}`,
  testMatch: /.*\.spec\.ts$/,
  webServer: servers.map((server, index) =>
    index === servers.length - 1
      ? {
          ...server,
          cwd: ROOT,
          // E2E_ADMIN_PREBUILT=1: serve an existing build in OUT (made with this run's VITE_SUPABASE_URL).
          command: `${process.env.E2E_ADMIN_PREBUILT ? '' : `npx vite build --outDir ${OUT} --emptyOutDir && node scripts/prerender.mjs --outDir ${OUT} && `}node scripts/preview.mjs --port ${PORT} --host 127.0.0.1 --dir ${OUT}`,
          env: { ...server.env, VITE_SUPABASE_URL: SUPABASE_URL },
        }
      : { ...server, cwd: ROOT },
  ),
});
