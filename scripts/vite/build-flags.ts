/** What a build is told about where it runs: the definition checks' switch, and a loud warning for a build without a backend. */
import { loadEnv, type Plugin } from 'vite';

/**
 * __DEFINITION_CHECKS__ (src/schema-kit/definition-checks.ts): false only in the production build that
 * browsers load, so schemas' definition checks run in the dev server, tests and the prerendering build.
 */
export function definitionChecks(): Plugin {
  return {
    name: 'connectia:definition-checks',
    config: (_config, { command, isSsrBuild }) => ({
      define: { __DEFINITION_CHECKS__: JSON.stringify(command !== 'build' || Boolean(isSsrBuild)) },
    }),
  };
}

/**
 * A production build without VITE_SUPABASE_URL talks to the local stand-in's address and demo key:
 * fine for tests and previews on this machine, never for a deployment. Say so loudly.
 */
export function localBackendWarning(): Plugin {
  return {
    name: 'connectia:local-backend-warning',
    apply: 'build',
    configResolved(config) {
      if (config.build.ssr) return;
      const env = loadEnv(config.mode, config.root, 'VITE_');
      if ((env.VITE_SUPABASE_URL ?? process.env.VITE_SUPABASE_URL ?? '').trim()) return;
      console.warn(
        '\n\x1b[33m!!! VITE_SUPABASE_URL is not set: served from this machine, this build talks to the LOCAL DEVELOPMENT backend at http://127.0.0.1:54321 with its demo key;\n!!! served from any other host it is a static site with no backend (forms cannot send, sign-in is off).\n!!! Set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY to your Supabase project before deploying.\x1b[0m\n',
      );
    },
  };
}
