/** Where the draft being typed stands: saving, saved online, kept in this browser only, or stale. */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { when } from '../publish/PublishBar';

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'local'; message: string }
  | { kind: 'stale' };

export function AutosaveStatus({
  state,
  localProblem,
  onReload,
}: {
  state: SaveState;
  localProblem?: string;
  onReload: () => void;
}) {
  return (
    <Stack gap={4} aria-live="polite" data-testid="autosave-status">
      {state.kind === 'saving' ? (
        <Text size="sm" c="dimmed">
          Saving the draft…
        </Text>
      ) : state.kind === 'saved' ? (
        <Text size="sm" c="dimmed">
          Draft saved online at {when(state.at)}.
        </Text>
      ) : state.kind === 'local' ? (
        <Text size="sm" c="orange.9">
          Kept in this browser; not saved online yet ({state.message}). It is saved as soon as the connection
          allows.
        </Text>
      ) : state.kind === 'stale' ? (
        <Alert color="yellow" title="Changed on another device">
          This draft was saved from another device since this page loaded it, so this page no longer saves it
          online. Your typing here is kept in this browser.{' '}
          <Button size="xs" variant="light" onClick={onReload}>
            Load the newer draft
          </Button>
        </Alert>
      ) : null}
      {localProblem ? (
        <Text size="sm" c="red.8" role="alert">
          {localProblem}
        </Text>
      ) : null}
    </Stack>
  );
}
