/**
 * The public-site e2e suite with the project's Playwright settings, but building into a private
 * folder: other runs in the same working tree rebuild dist/ while this one is being served.
 *   E2E_PORT=4211 E2E_SUPABASE_PORT=54511 E2E_MAIL_PORT=54514 npx playwright test -c e2e/public/playwright.public.config.ts
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base, { BASE_URL, SUPABASE_URL } from '../../playwright.config';

const PORT = new URL(BASE_URL).port;
const OUT = process.env.E2E_PUBLIC_OUT_DIR ?? `node_modules/.cache/public-e2e-dist-${PORT}`;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  // Outside the working tree: other runs clean test-results/ while this one writes to it.
  outputDir: `/tmp/connectia-public-e2e-results-${PORT}`,
  webServer: servers.map((server, index) =>
    index === servers.length - 1
      ? {
          ...server,
          cwd: ROOT,
          command: `${process.env.E2E_PUBLIC_PREBUILT ? '' : `npx vite build --outDir ${OUT} --emptyOutDir && node scripts/prerender.mjs --outDir ${OUT} && `}node scripts/preview.mjs --port ${PORT} --host 127.0.0.1 --dir ${OUT}`,
          env: { ...server.env, VITE_SUPABASE_URL: SUPABASE_URL },
        }
      : { ...server, cwd: ROOT },
  ),
});
