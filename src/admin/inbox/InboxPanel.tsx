/**
 * The admin's Inbox: contact inquiries, job applications and newsletter subscribers, newest first,
 * filtered by service (or position) and status. An item opens in full; Mark Handled and Delete (with
 * a confirmation); a resume downloads through a short-lived signed URL; Export CSV saves the list
 * as it is filtered. The lists are described as data in inbox-lists.ts; what a visitor typed is shown
 * as typed, isolated (inbox-values.tsx), and each item says the language of the page it came from.
 */
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { InboxItem } from './InboxItem';
import { fetchRows, type InboxRow, markHandled, removeRow } from './inbox-data';
import { INBOX_LISTS, type InboxList, lineText, toCsv } from './inbox-lists';
import { InboxCell, TypedLine } from './inbox-values';
import { filterText, isFiltering, type LeadFilter, matchesLead } from './lead-origin';
import { NotificationFailures } from './NotificationFailures';

const toast = (error: unknown) =>
  notifications.show({
    color: 'red',
    title: 'Error',
    message: error instanceof Error ? error.message : String(error),
  });

/** What a link into the Inbox (a notification e-mail's) opens: a list, and one item of it. */
export interface InboxTarget {
  list?: string;
  item?: string;
  /** Only the leads whose visit began so (the Analytics tab's lead counts link here). */
  origin?: LeadFilter;
}

export function InboxPanel({
  client,
  onChanged,
  target = {},
}: {
  client: SupabaseClient;
  onChanged: () => void;
  target?: InboxTarget;
}) {
  const first = INBOX_LISTS.find((list) => list.key === target.list)?.key ?? 'inquiries';
  const [origin, setOrigin] = useState(target.origin);
  return (
    <Stack gap="md">
      <Title order={2}>Inbox</Title>
      <NotificationFailures client={client} />
      {isFiltering(origin) ? (
        <Alert color="blue" title="Filtered" data-testid="inbox-origin-filter">
          <Group justify="space-between">
            <Text size="sm">Showing the messages whose {filterText(origin)}.</Text>
            <Button size="xs" variant="default" onClick={() => setOrigin(undefined)}>
              Show All Messages
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Tabs defaultValue={first} keepMounted={false}>
        <Tabs.List aria-label="Inbox lists">
          {INBOX_LISTS.map((list) => (
            <Tabs.Tab key={list.key} value={list.key}>
              {list.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {INBOX_LISTS.map((list) => (
          <Tabs.Panel key={list.key} value={list.key} pt="md">
            <InboxListView
              client={client}
              list={list}
              origin={origin}
              onChanged={onChanged}
              openId={list.key === first ? target.item : undefined}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

function InboxListView({
  client,
  list,
  origin,
  onChanged,
  openId,
}: {
  client: SupabaseClient;
  list: InboxList;
  origin?: LeadFilter;
  onChanged: () => void;
  /** An item to open once the list has loaded (a link into the Inbox). */
  openId?: string;
}) {
  const [rows, setRows] = useState<InboxRow[]>();
  const [problem, setProblem] = useState<string>();
  const [service, setService] = useState('');
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<InboxRow>();
  const [linked, setLinked] = useState<'pending' | 'opened' | 'gone'>(openId ? 'pending' : 'opened');
  useEffect(() => {
    if (linked !== 'pending' || !rows) return;
    const row = rows.find((candidate) => String(candidate[list.id]) === openId);
    if (row) setOpen(row);
    setLinked(row ? 'opened' : 'gone');
  }, [rows, linked, openId, list]);

  const load = useCallback(() => {
    fetchRows(client, list).then(
      (next) => {
        setRows(next);
        setProblem(undefined);
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  }, [client, list]);
  useEffect(load, [load]);

  const services = useMemo(() => {
    const key = list.serviceFilter;
    return key ? [...new Set((rows ?? []).map((row) => String(row[key] ?? '')).filter(Boolean))].sort() : [];
  }, [rows, list]);
  const shown = (rows ?? []).filter(
    (row) =>
      (!service || !list.serviceFilter || row[list.serviceFilter] === service) &&
      (!status || !list.hasStatus || row.status === status) &&
      (!origin || matchesLead(origin, row)),
  );

  const changed = () => {
    load();
    onChanged();
  };
  const handle = async (row: InboxRow) => {
    try {
      await markHandled(client, list, row[list.id]);
      notifications.show({
        color: 'green',
        title: 'Success',
        message: `The ${list.noun} is marked handled.`,
      });
      setOpen(undefined);
      changed();
    } catch (error) {
      toast(error);
    }
  };
  const remove = (row: InboxRow) =>
    modals.openConfirmModal({
      title: `Delete this ${list.noun}?`,
      children: (
        <Text size="sm">
          <TypedLine line={list.title(row)} /> will be deleted for good.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await removeRow(client, list, row);
          notifications.show({ color: 'green', title: 'Success', message: `The ${list.noun} was deleted.` });
          setOpen(undefined);
          changed();
        } catch (error) {
          toast(error);
        }
      },
    });
  const exportCsv = () => {
    const url = URL.createObjectURL(new Blob([toCsv(list, shown)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `connectia-${list.key}-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };

  if (problem)
    return (
      <Alert color="red" title="The inbox could not be loaded">
        {problem}
      </Alert>
    );
  if (!rows) return <Loader aria-label={`Loading ${list.label.toLowerCase()}`} />;
  return (
    <Stack gap="sm">
      {linked === 'gone' ? (
        <Alert color="gray" withCloseButton onClose={() => setLinked('opened')} closeButtonLabel="Dismiss">
          The {list.noun} that link points to is no longer in the Inbox (it was deleted).
        </Alert>
      ) : null}
      <Group align="flex-end" gap="sm">
        {list.serviceFilter ? (
          <NativeSelect
            label={list.serviceFilter === 'service' ? 'Service' : 'Position'}
            value={service}
            onChange={(event) => setService(event.currentTarget.value)}
            data={[{ value: '', label: 'All' }, ...services]}
          />
        ) : null}
        {list.hasStatus ? (
          <NativeSelect
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value)}
            data={[
              { value: '', label: 'All' },
              { value: 'new', label: 'New' },
              { value: 'handled', label: 'Handled' },
            ]}
          />
        ) : null}
        <Button variant="default" onClick={exportCsv} disabled={shown.length === 0}>
          Export CSV
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed">Nothing here yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label={list.label}>
            <Table.Thead>
              <Table.Tr>
                {list.columns.map((column) => (
                  <Table.Th key={column.key}>{column.label}</Table.Th>
                ))}
                <Table.Th>
                  <span className="mantine-visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((row) => (
                <Table.Tr key={String(row[list.id])} data-testid="inbox-row">
                  {list.columns.map((column) => (
                    <Table.Td key={column.key}>
                      <InboxCell field={column} row={row} />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setOpen(row)}
                      aria-label={`Open ${lineText(list.title(row))}`}
                    >
                      Open
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={open !== undefined}
        onClose={() => setOpen(undefined)}
        title={open ? <TypedLine line={list.title(open)} /> : ''}
        size="lg"
      >
        {open ? (
          <InboxItem
            client={client}
            list={list}
            row={open}
            onHandle={() => handle(open)}
            onDelete={() => remove(open)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
