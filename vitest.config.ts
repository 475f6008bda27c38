import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests. Files default to the node environment; a component test opts into
// jsdom with a `// @vitest-environment jsdom` docblock on its first line.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/**/*.test.{ts,tsx}'],
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      testTimeout: 20_000,
    },
  }),
);
