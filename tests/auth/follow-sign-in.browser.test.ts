/**
 * The login tab follows a sign-in made in another tab (the one the e-mailed link opened). The other
 * tab's news arrives by BroadcastChannel and its stored session by localStorage, in either order:
 * the login tab must open the admin only once it can read that session, or the admin's guard
 * finds nobody signed in and the owner stays on "Magic Link Sent!".
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/auth/config', () => ({
  authConfig: {
    // Never asked: a stored session that is far from expiring is read without a request.
    supabaseUrl: 'http://127.0.0.1:9',
    anonKey: 'anon',
    adminEmail: 'admin@example.com',
    isLocalDevelopment: true,
  },
}));

const { AUTH_STORAGE_KEY, getSupabase } = await import('@/auth/client');
const { onAdminSignedIn } = await import('@/auth/login-flow');

const now = Math.floor(Date.now() / 1000);
const adminSession = {
  access_token: 'access',
  refresh_token: 'refresh',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: now + 3600,
  user: { id: 'u1', aud: 'authenticated', email: 'admin@example.com', app_metadata: {}, user_metadata: {} },
};

/** What another tab of this browser does when its link signs the admin in, in two messages. */
function otherTabSignsIn() {
  const news = () => {
    const channel = new BroadcastChannel(AUTH_STORAGE_KEY);
    channel.postMessage({ event: 'SIGNED_IN', session: adminSession });
    channel.close();
  };
  const store = () => {
    const value = JSON.stringify(adminSession);
    localStorage.setItem(AUTH_STORAGE_KEY, value);
    dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: value }));
  };
  return { news, store };
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the login tab follows a sign-in in another tab', () => {
  it('once the session is readable here, when the news came first', async () => {
    const readable: boolean[] = [];
    const stop = onAdminSignedIn(() => readable.push(localStorage.getItem(AUTH_STORAGE_KEY) !== null));
    const other = otherTabSignsIn();
    const getSession = vi.spyOn(getSupabase().auth, 'getSession');
    other.news();
    // The tab looks for the session, finds none, and stays: the guard could not read who signed in.
    await vi.waitFor(() => expect(readable.length + getSession.mock.calls.length).toBeGreaterThan(0));
    await getSession.mock.results[0]?.value;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readable).toEqual([]);
    other.store();
    await vi.waitFor(() => expect(readable).toEqual([true]));
    stop();
  });

  it('at once, when the session was stored first', async () => {
    const readable: boolean[] = [];
    const stop = onAdminSignedIn(() => readable.push(localStorage.getItem(AUTH_STORAGE_KEY) !== null));
    const other = otherTabSignsIn();
    other.store();
    other.news();
    await vi.waitFor(() => expect(readable).toEqual([true]));
    stop();
  });
});
