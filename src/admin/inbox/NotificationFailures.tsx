/**
 * Above the Inbox: notification e-mails that could not be sent ('2 notifications could not be
 * sent'), why, when they are tried again by themselves, and Retry, which sends them now. Nothing
 * shows while every notification went out. Checked when the Inbox opens and when the window
 * regains focus.
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { counted } from '../counted';
import { type FailedNotification, fetchFailedNotifications, retryNotifications } from './inbox-data';

const time = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function NotificationFailures({ client }: { client: SupabaseClient }) {
  const [failed, setFailed] = useState<FailedNotification[]>([]);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    fetchFailedNotifications(client).then(
      (rows) => {
        setFailed(rows);
        setProblem(undefined);
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  }, [client]);
  useEffect(() => {
    load();
    window.addEventListener('focus', load);
    return () => window.removeEventListener('focus', load);
  }, [load]);

  const retry = async () => {
    setBusy(true);
    try {
      const result = await retryNotifications(client);
      notifications.show(
        result.failed > 0
          ? {
              color: 'red',
              title: 'Still not sent',
              message: `${counted(result.failed, 'notification', 'notifications')} could not be sent: ${result.errors.join(' ')}`,
            }
          : {
              color: 'green',
              title: 'Sent',
              message: `${counted(result.sent, 'notification was', 'notifications were')} sent.`,
            },
      );
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
      load();
    }
  };

  if (problem) return <Alert color="red">{problem}</Alert>;
  if (failed.length === 0) return null;
  const nextTry = failed
    .map((row) => row.next_attempt_at)
    .filter((at): at is string => Boolean(at))
    .sort()[0];
  const reason = failed[0]?.last_error;
  return (
    <Alert
      color="orange"
      // The light alert's own title colour is too faint on its background (axe: 3.6:1).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={`${counted(failed.length, 'notification', 'notifications')} could not be sent`}
      data-testid="notification-failures"
    >
      <Text size="sm">
        {reason ? `The last error: ${reason}` : 'The e-mail service did not accept them.'} Your messages are
        safe in this Inbox.{' '}
        {nextTry
          ? `They are tried again by themselves (next at ${time(nextTry)}).`
          : 'Automatic retries have stopped.'}
      </Text>
      <Group mt="sm">
        <Button size="xs" onClick={() => void retry()} loading={busy}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
