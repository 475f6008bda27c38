/**
 * One throw-away stand-in per test file: started before its tests (in memory, rate limits raised
 * unless the file sets its own), stopped after. Returns a getter for it.
 */
import { afterAll, beforeAll } from 'vitest';
import { type StandIn, type StandInOptions, startStandIn } from '../../supabase/local/server';
import { ADMIN_EMAIL, RAISED_LIMITS, SITE_URL, STARTUP_TIMEOUT } from './helpers';

export function useStandIn(options: StandInOptions = {}): () => StandIn {
  let standIn: StandIn | undefined;
  beforeAll(async () => {
    standIn = await startStandIn({
      apiPort: 0,
      mailPort: 0,
      adminEmail: ADMIN_EMAIL,
      siteUrl: SITE_URL,
      quiet: true,
      rateLimits: RAISED_LIMITS,
      ...options,
    });
  }, STARTUP_TIMEOUT);
  afterAll(async () => {
    await standIn?.stop();
  });
  return () => {
    if (!standIn) throw new Error('The stand-in has not started.');
    return standIn;
  };
}

/** Where the site's own fetch-based code sends: the stand-in's URL and anon key. */
export const backendOf = (standIn: StandIn) => ({ supabaseUrl: standIn.apiUrl, anonKey: standIn.anonKey });
