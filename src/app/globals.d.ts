/** Defined by vite.config.ts: the local stand-in's demo anon key, used when VITE_SUPABASE_ANON_KEY is unset. */
declare const __LOCAL_ANON_KEY__: string;
