/**
 * Deno entry of the notify Edge Function (`supabase functions deploy notify --no-verify-jwt`):
 * serves handler.ts with the function's environment. The local stand-in imports handler.ts itself.
 */
import handler from './handler.ts';

interface DenoRuntime {
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
}

const { Deno } = globalThis as unknown as { Deno: DenoRuntime };

Deno.serve((req) => handler(req, Deno.env.toObject()));
