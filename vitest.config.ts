import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests. Files default to the node environment; a component test opts into
// jsdom with a `// @vitest-environment jsdom` docblock on its first line. Files named
// `*.browser.test.ts` run in Debian's Chromium (Vitest browser mode through Playwright), for code
// that needs what only a browser has: createImageBitmap, OffscreenCanvas, Web Workers, IndexedDB.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/**/*.browser.test.{ts,tsx}'],
            environment: 'node',
            setupFiles: ['tests/setup.ts'],
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
                  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                  args: [
                    '--no-sandbox',
                    '--disable-gpu',
                    '--disable-background-networking',
                    '--no-first-run',
                  ],
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
