/** Defined by vite.config.ts: the local stand-in's demo anon key, used when VITE_SUPABASE_ANON_KEY is unset. */
declare const __LOCAL_ANON_KEY__: string;
/**
 * False only in the production build browsers load (vite.config.ts); absent outside Vite (Node
 * scripts, Playwright). See src/schema-kit/definition-checks.ts.
 */
declare const __DEFINITION_CHECKS__: boolean | undefined;
