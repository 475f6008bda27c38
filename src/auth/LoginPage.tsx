/**
 * /admin/login: verifying view while a magic link is checked, the e-mail form, and
 * the 'Magic Link Sent!' confirmation. supabase-js is loaded on demand (./login-flow).
 */
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { hasStoredSession } from '@/app/session-hint';
import { isAdminEmail, normalizeEmail } from './admin-email';
import { CALLBACK_MESSAGES, type CallbackProblem, parseAuthCallback } from './callback-url';
import { authConfig } from './config';
import { takeReturnTo } from './return-to';

/** The verifying view stays up this long at least, so it reads as a step and not a flicker. */
const MIN_VERIFYING_MS = 3000;

type View =
  | { name: 'loading' }
  | { name: 'verifying' }
  | { name: 'form' }
  | { name: 'sent'; email: string }
  | { name: 'not-admin'; email: string };

const loadFlow = () => import('./login-flow');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function LoginPage() {
  const navigate = useNavigate();
  // With no sign-in link and no session kept in this browser, nobody can be signed in: the form
  // shows at once, while supabase-js loads and confirms it behind it.
  const [view, setView] = useState<View>(() =>
    typeof window === 'undefined'
      ? { name: 'loading' }
      : parseAuthCallback(window.location.search, window.location.hash)
        ? { name: 'verifying' }
        : hasStoredSession()
          ? { name: 'loading' }
          : { name: 'form' },
  );
  const [problem, setProblem] = useState<CallbackProblem | null>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const withCallback = parseAuthCallback(window.location.search, window.location.hash) !== null;
    if (!authConfig.supabaseUrl) return setView({ name: 'form' }); // nothing to check without a backend
    void (async () => {
      let result: Awaited<ReturnType<Awaited<ReturnType<typeof loadFlow>>['startLogin']>>;
      try {
        const flow = await loadFlow();
        [result] = await Promise.all([flow.startLogin(), delay(withCallback ? MIN_VERIFYING_MS : 0)]);
      } catch (error) {
        console.warn('Sign-in check failed:', error);
        result = { state: { kind: 'signed-out' }, problem: withCallback ? 'failed' : null };
      }
      if (result.state.kind === 'admin') {
        notifications.show({ title: 'Welcome Back!', message: 'You are now logged in as admin.' });
        await navigate({ href: takeReturnTo() ?? '/admin', replace: true });
        return;
      }
      if (withCallback) await navigate({ to: '/admin/login', replace: true });
      setProblem(result.problem);
      setView(
        result.state.kind === 'user' ? { name: 'not-admin', email: result.state.email } : { name: 'form' },
      );
    })();
  }, [navigate]);

  // The e-mailed link usually opens in a new tab; when it signs the admin in, follow it here too.
  const settled = view.name !== 'loading' && view.name !== 'verifying';
  useEffect(() => {
    if (!settled) return;
    let active = true;
    let stop: (() => void) | undefined;
    void loadFlow().then((flow) => {
      if (!active) return;
      stop = flow.onAdminSignedIn(() => {
        notifications.show({ title: 'Welcome Back!', message: 'You are now logged in as admin.' });
        void navigate({ href: takeReturnTo() ?? '/admin', replace: true });
      });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [settled, navigate]);

  const send = async (address: string, resend: boolean) => {
    if (!isAdminEmail(address, authConfig.adminEmail)) {
      notifications.show({
        color: 'red',
        title: 'Access Denied',
        message: 'Only authorized administrators can access this panel.',
      });
      return;
    }
    const target = normalizeEmail(address);
    setBusy(true);
    try {
      const flow = await loadFlow();
      const { error } = await flow.sendMagicLink(target);
      if (error) {
        notifications.show({ color: 'red', title: 'Error', message: error });
        return;
      }
      setProblem(null);
      setView({ name: 'sent', email: target });
      notifications.show({
        color: 'green',
        title: 'Magic Link Sent',
        message: `A magic link has been sent to ${target}. Click the link to access the admin panel.`,
      });
    } catch (error) {
      console.warn(resend ? 'Resend failed:' : 'Send failed:', error);
      notifications.show({
        color: 'red',
        title: 'Error',
        message: 'Failed to send magic link. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void send(email, false);
  };

  const signOutHere = async () => {
    setBusy(true);
    try {
      const { signOut } = await import('./sign-out');
      await signOut();
    } finally {
      setBusy(false);
      setEmail('');
      setView({ name: 'form' });
    }
  };

  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <title>Admin Login</title>
      <meta name="robots" content="noindex" />
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={440}>
        <Stack gap="md">
          <Title order={1} ta="center" size="h2">
            Admin Login
          </Title>
          {!authConfig.supabaseUrl ? (
            <Alert color="orange" role="note" title="Sign-in is not set up">
              This site was built without a Supabase project (VITE_SUPABASE_URL), so there is no backend to
              sign in to. Set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY, then build and deploy again.
            </Alert>
          ) : authConfig.isLocalDevelopment ? (
            <Alert color="orange" role="note" title="Local development backend">
              This build was made without a Supabase project (VITE_SUPABASE_URL), so sign-in talks to the
              local development stand-in at {authConfig.supabaseUrl}. It is not for a live site.
            </Alert>
          ) : null}

          {view.name === 'loading' && (
            <Stack align="center" gap="xs" role="status">
              <Loader size="sm" />
              <Text c="dimmed">Loading...</Text>
            </Stack>
          )}

          {view.name === 'verifying' && (
            <Stack align="center" gap="xs" role="status">
              <Loader />
              <Text fw={600}>Verifying your login...</Text>
              <Text c="dimmed" size="sm" ta="center">
                Please wait while we verify your magic link
              </Text>
            </Stack>
          )}

          {view.name === 'form' && (
            <form onSubmit={onSubmit}>
              <Stack gap="md">
                {problem && (
                  <Alert color="yellow" role="alert">
                    {CALLBACK_MESSAGES[problem]}
                  </Alert>
                )}
                <TextInput
                  label="Admin Email Address"
                  placeholder="Enter admin email"
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                />
                <Button type="submit" disabled={busy || !authConfig.supabaseUrl} fullWidth>
                  {busy ? 'Sending Magic Link...' : 'Send Magic Link'}
                </Button>
              </Stack>
            </form>
          )}

          {view.name === 'sent' && (
            <Stack gap="md">
              <Title order={2} size="h3" ta="center">
                Magic Link Sent!
              </Title>
              <Text ta="center">
                We sent a magic link to <strong>{view.email}</strong>. Click the link in that e-mail to reach
                the admin panel.
              </Text>
              <Group grow>
                <Button variant="light" disabled={busy} onClick={() => void send(view.email, true)}>
                  {busy ? 'Resending...' : 'Resend Magic Link'}
                </Button>
                <Button
                  variant="default"
                  disabled={busy}
                  onClick={() => {
                    setEmail('');
                    setView({ name: 'form' });
                  }}
                >
                  Back to Login
                </Button>
              </Group>
            </Stack>
          )}

          {view.name === 'not-admin' && (
            <Stack gap="md">
              <Alert color="yellow" role="note">
                You are signed in as <strong>{view.email}</strong>, which is not an administrator account.
                Only the site administrator can open the admin panel.
              </Alert>
              <Button variant="default" disabled={busy} onClick={() => void signOutHere()}>
                Sign Out
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
