import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests. Files default to the node environment; a component test opts into
// jsdom with a `// @vitest-environment jsdom` docblock on its first line.
//
// tests/realdb/ runs against a real PostgreSQL (tests/realdb/global-setup.ts): its own project,
// so the server starts only when one of its files runs, in the background while the unit files
// run, and its files run after theirs.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      testTimeout: 20_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: [...configDefaults.exclude, 'tests/realdb/**'],
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
      ],
    },
  }),
);
