import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import viteConfig from './vite.config.ts';

// Unit and component tests. Files default to the node environment; a component test opts into
// jsdom with a `// @vitest-environment jsdom` docblock on its first line.
//
// tests/realdb/ runs against a real PostgreSQL (tests/realdb/global-setup.ts): its own project,
// so the server starts only when one of its files runs, in the background while the unit files
// run, and its files run after theirs.
//
// Files named `*.browser.test.ts` run in Debian's Chromium (Vitest browser mode through Playwright),
// for code that needs what only a browser has: createImageBitmap, OffscreenCanvas, Web Workers,
// IndexedDB (the image pipeline, docs/decisions/009-images.md).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      testTimeout: 20_000,
      // Every core: Vitest leaves one idle by default, which on a two-core machine runs the files one
      // at a time (the suite took a third longer).
      maxWorkers: '100%',
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, 'tests/realdb/**', 'tests/**/*.browser.test.{ts,tsx}'],
          },
        },
        {
          extends: true,
          test: {
            name: 'realdb',
            include: ['tests/realdb/**/*.test.ts'],
            globalSetup: ['tests/realdb/global-setup.ts'],
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['tests/**/*.browser.test.{ts,tsx}'],
            browser: {
              enabled: true,
              headless: true,
              screenshotFailures: false,
              provider: playwright({
                launchOptions: {
                  executablePath: CHROMIUM_PATH,
                  args: CHROMIUM_FLAGS,
                },
              }),
              instances: [{ browser: 'chromium' }],
            },
          },
        },
      ],
    },
  }),
);
