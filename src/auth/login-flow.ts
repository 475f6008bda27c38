/**
 * The sign-in steps behind /admin/login. Loaded on demand by the login page (it pulls in supabase-js).
 */
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { type CallbackProblem, callbackProblem, parseAuthCallback } from './callback-url';
import { CODE_VERIFIER_KEY, getSupabase, hasSupabase } from './client';
import { authConfig } from './config';
import { ensureProfile, type ProfileRow, type ProfilesPort } from './profile';
import { type AuthState, authStateOf, getAuthState } from './session';

export const SEND_FAILED_MESSAGE = 'Failed to send magic link. Please try again.';

export interface LoginStart {
  state: AuthState;
  /** Set when the URL carried a sign-in link that did not produce a session. */
  problem: CallbackProblem | null;
}

function storedVerifier(): boolean {
  try {
    return Boolean(localStorage.getItem(CODE_VERIFIER_KEY));
  } catch {
    return false;
  }
}

/**
 * Lets supabase-js finish initialize() (which exchanges a `?code=` for a session), accepts an
 * implicit-flow `#access_token=` too, and reports who is signed in and what went wrong with the link.
 * Must run before anything removes the sign-in parameters from the address bar.
 */
export async function startLogin(): Promise<LoginStart> {
  const callback = parseAuthCallback(window.location.search, window.location.hash);
  // Read before the client exists: initialize() deletes the verifier whether or not the exchange works.
  const hadVerifier = storedVerifier();
  const existed = hasSupabase();
  const supabase = getSupabase();
  const { error: initError } = await supabase.auth.initialize();
  let session = (await supabase.auth.getSession()).data.session;
  if (!callback) return { state: authStateOf(session), problem: null };

  let linkWorked = false;
  if (callback.error) {
    linkWorked = false;
  } else if (callback.accessToken && callback.refreshToken) {
    // An implicit-flow link: the PKCE client refuses it in initialize() ('Not a valid PKCE flow url.'),
    // so the tokens are adopted explicitly (setSession checks them with the server).
    const { data, error } = await supabase.auth.setSession({
      access_token: callback.accessToken,
      refresh_token: callback.refreshToken,
    });
    if (error) console.warn('Sign-in link:', error.message);
    else session = data.session;
    linkWorked = !error && Boolean(data.session);
  } else if (callback.code) {
    if (existed && hadVerifier) {
      // The client was created before this URL was loaded, so initialize() never saw the code.
      const { data, error } = await supabase.auth.exchangeCodeForSession(callback.code);
      if (!error) session = data.session;
      linkWorked = !error && Boolean(data.session);
    } else {
      linkWorked = !initError && hadVerifier && Boolean(session);
    }
  }
  if (initError && !linkWorked) console.info('Sign-in link not accepted:', initError.message);

  if (linkWorked && session) {
    void ensureProfile(profilesPort(), session.user, authConfig.adminEmail);
  }
  return {
    state: authStateOf(session),
    problem: linkWorked ? null : callbackProblem(callback, hadVerifier),
  };
}

/** The profiles table through supabase-js (PostgREST), signed in as the current user. */
function profilesPort(): ProfilesPort {
  const table = () => getSupabase().from('profiles');
  return {
    find: (id) => table().select('id, email, role').eq('id', id).maybeSingle<ProfileRow>(),
    insert: (row) => table().insert(row),
    promote: (id) => table().update({ role: 'admin' }).eq('id', id),
  };
}

/** Signs out locally (ignoring errors), then asks for a magic link back to /admin. */
export async function sendMagicLink(email: string): Promise<{ error: string | null }> {
  const supabase = getSupabase();
  try {
    await supabase.auth.signOut({ scope: 'local' });
  } catch {
    // Signing out first is a courtesy; a failure must not stop the new link.
  }
  try {
    const { error } = await supabase.auth.signInWithOtp({
      email,
      options: { shouldCreateUser: true, emailRedirectTo: `${window.location.origin}/admin` },
    });
    if (!error) return { error: null };
    console.warn('Magic link request failed:', error.message);
    return {
      error: isAuthRetryableFetchError(error) || !error.message ? SEND_FAILED_MESSAGE : error.message,
    };
  } catch (error) {
    // e.g. storage full when supabase-js stores the PKCE verifier.
    console.warn('Magic link request failed:', error);
    return { error: SEND_FAILED_MESSAGE };
  }
}

/**
 * Calls back once when the admin signs in in another tab (e.g. the tab the e-mailed link opened),
 * as soon as this tab can read that session too. The other tab's news comes by BroadcastChannel and
 * its stored session by localStorage, and the browser may deliver the news first: the admin's guard
 * reads the stored session, so following at once could find nobody signed in and stay on this page.
 */
export function onAdminSignedIn(callback: () => void): () => void {
  let done = false;
  const follow = async () => {
    if (done || (await getAuthState()).kind !== 'admin' || done) return;
    stop();
    callback();
  };
  const onStorage = () => void follow();
  const { data } = getSupabase().auth.onAuthStateChange((event, session) => {
    if (event !== 'SIGNED_IN' || authStateOf(session).kind !== 'admin') return;
    addEventListener('storage', onStorage);
    // Not within supabase-js's own callback: reading the session from there can wait on itself.
    setTimeout(onStorage, 0);
  });
  function stop() {
    done = true;
    removeEventListener('storage', onStorage);
    data.subscription.unsubscribe();
  }
  return stop;
}

export function onSignedOut(callback: () => void): () => void {
  const { data } = getSupabase().auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT') callback();
  });
  return () => data.subscription.unsubscribe();
}
