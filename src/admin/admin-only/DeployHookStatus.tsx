/**
 * The deploy hook's last call and the next one, read through deploy_hook_status() (admin only).
 * While a call is due or its answer is awaited it looks again every two seconds; once settled it
 * stops until the owner presses Refresh or opens the tab again.
 */
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useAdminOnlyClient } from './AdminOnlyPanel';

interface LastCall {
  called_at: string;
  status: 'pending' | 'ok' | 'failed';
  http_status: number | null;
  error: string | null;
}

interface HookStatus {
  due_at: string | null;
  last_call: LastCall | null;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

function outcome(call: LastCall): string {
  const http = call.http_status ? ` (HTTP ${call.http_status})` : '';
  if (call.status === 'pending') return 'waiting for the answer';
  if (call.status === 'ok') return `succeeded${http}`;
  return `failed${http}${call.error ? `: ${call.error}` : ''}`;
}

export function DeployHookStatus() {
  const client = useAdminOnlyClient();
  const [status, setStatus] = useState<HookStatus>();
  const [problem, setProblem] = useState<string>();

  const load = useCallback(async () => {
    const { data, error } = await client.rpc('deploy_hook_status');
    if (error) setProblem(`The deploy hook's status could not be loaded: ${error.message}`);
    else {
      setProblem(undefined);
      setStatus(data as HookStatus);
    }
  }, [client]);
  useEffect(() => {
    void load();
  }, [load]);
  const waiting = Boolean(status?.due_at) || status?.last_call?.status === 'pending';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void load(), 2000);
    return () => clearInterval(timer);
  }, [waiting, load]);

  const call = status?.last_call;
  return (
    <Paper withBorder p="md" mt="lg" component="section" aria-labelledby="deploy-hook-status">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} id="deploy-hook-status">
            Last call
          </Title>
          <Button size="xs" variant="default" onClick={() => void load()}>
            Refresh
          </Button>
        </Group>
        {problem ? <Alert color="red">{problem}</Alert> : null}
        <Text data-testid="deploy-hook-last-call" aria-live="polite">
          {!status
            ? 'Loading…'
            : call
              ? `${when(call.called_at)}: ${outcome(call)}`
              : 'The hook has not been called yet. It is called after you publish.'}
        </Text>
        {status?.due_at ? (
          <Text data-testid="deploy-hook-next-call">
            Next call at {when(status.due_at)}, unless you publish again before then (one build for a burst of
            publishes).
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
