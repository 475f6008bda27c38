/**
 * One Inbox item in full (its dialog): every column and detail field of its list, the visitor's
 * words isolated (inbox-values.tsx), the resume's download, and Mark Handled and Delete.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { type InboxRow, resumeUrl } from './inbox-data';
import { type InboxField, type InboxList, realExtension } from './inbox-lists';
import { LanguageBadge, showValue, Typed } from './inbox-values';
import { LeadOrigin } from './LeadOrigin';

/** One field: its label and what it holds. */
const Entry = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text component="dt" fw={700} size="sm">
      {label}
    </Text>
    {children}
  </div>
);

/** The extra questions' answers; the questions are stored with them, in the form's language. */
function answersOf(value: unknown): [string, unknown][] {
  return value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];
}

function Field({
  field,
  row,
  download,
}: {
  field: InboxField;
  row: InboxRow;
  download: (path: string) => void;
}) {
  const value = row[field.key];
  if (field.kind === 'answers') {
    const answers = answersOf(value);
    return answers.length ? (
      <Entry label={field.label}>
        <dd>
          <ul data-testid="inbox-answers">
            {answers.map(([question, answer]) => (
              <li key={question}>
                <Typed text={question} />: <Typed text={String(answer)} />
              </li>
            ))}
          </ul>
        </dd>
      </Entry>
    ) : null;
  }
  if (field.kind === 'resume') {
    if (typeof value !== 'string' || !value) return null;
    // Said apart from the name, so a name cannot pass for another kind of file.
    const fileName = value.split('/').pop() ?? '';
    const extension = realExtension(fileName);
    return (
      <Entry label={field.label}>
        <dd>
          <Button size="xs" variant="light" onClick={() => download(value)}>
            Download Resume (<Typed text={fileName} />)
          </Button>{' '}
          {extension ? `A ${extension} file` : 'A file without an extension'}
        </dd>
      </Entry>
    );
  }
  if (field.kind === 'language') {
    return (
      <Entry label={field.label}>
        <dd style={{ margin: 0 }}>
          <LanguageBadge locale={value} />
        </dd>
      </Entry>
    );
  }
  const text = showValue(field, value);
  if (!text) return null;
  if (field.kind === 'long') {
    return (
      <Entry label={field.label}>
        {/* A long text is a block of its own, in the direction of its first words. */}
        <Text component="dd" size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {text}
        </Text>
      </Entry>
    );
  }
  // Dates and the status are ours; everything else the visitor typed.
  const ours = field.kind === 'date' || field.key === 'status';
  return (
    <Entry label={field.label}>
      <Text component="dd" size="sm" style={{ margin: 0 }}>
        {ours ? text : <Typed text={text} />}
      </Text>
    </Entry>
  );
}

export function InboxItem({
  client,
  list,
  row,
  onHandle,
  onDelete,
}: {
  client: SupabaseClient;
  list: InboxList;
  row: InboxRow;
  onHandle: () => void;
  onDelete: () => void;
}) {
  const download = async (path: string) => {
    try {
      window.location.assign(await resumeUrl(client, path));
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Error',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };
  return (
    <Stack gap="sm">
      <LeadOrigin row={row} />
      <dl className="cp-inbox-item">
        {[...list.columns, ...list.detail].map((field) => (
          <Field key={field.key} field={field} row={row} download={download} />
        ))}
      </dl>
      <Group>
        {list.hasStatus && row.status === 'new' ? <Button onClick={onHandle}>Mark Handled</Button> : null}
        <Button color="red" variant="light" onClick={onDelete}>
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
