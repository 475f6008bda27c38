/**
 * A collection's admin tab, generated from its declaration: the list of its documents (search,
 * status filter, sort by date) and, for the one opened, its editor. The opened document is in the
 * URL (?doc=), so a reload or a shared admin link comes back to it.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Collection } from '@/schema-kit/collection';
import { languageList } from '../language-names';
import { type AdminDocument, listDocuments } from '../publish/document-list';
import { newDocumentId } from '../publish/document-publish';
import { when } from '../publish/PublishBar';
import { DocumentEditor } from './DocumentEditor';
import { unsyncedLocalDrafts } from './local-drafts';
import { ChangesBadge, StateBadge } from './StateBadge';

type Filter = 'all' | 'draft' | 'scheduled' | 'published';
type Sort = 'newest' | 'oldest';

export interface CollectionPanelProps {
  collection: Collection;
  client: SupabaseClient | undefined;
  /** The opened document's id (from the URL), and how to change it; the panel keeps its own without. */
  doc?: string;
  onDocChange?: (doc: string | undefined) => void;
}

const dateOf = (item: AdminDocument) => item.publishedAt ?? item.draft?.updatedAt ?? '';

export function CollectionPanel({ collection, client, doc, onDocChange }: CollectionPanelProps) {
  const [ownDoc, setOwnDoc] = useState<string>();
  const opened = onDocChange ? doc : ownDoc;
  const open = onDocChange ?? setOwnDoc;
  const [documents, setDocuments] = useState<AdminDocument[]>();
  const [problem, setProblem] = useState<string>();
  const refresh = useCallback(() => {
    if (!client) return;
    listDocuments(client, collection).then(
      (list) => {
        setDocuments(list);
        setProblem(undefined);
      },
      (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)),
    );
  }, [client, collection]);
  useEffect(refresh, [refresh]);

  if (!client) return <Loader aria-label={`Loading the ${collection.title.toLowerCase()}`} />;
  if (opened) {
    return (
      <DocumentEditor
        key={opened}
        collection={collection}
        client={client}
        id={opened}
        others={documents ?? []}
        onClose={() => {
          open(undefined);
          refresh();
        }}
        onChanged={refresh}
      />
    );
  }
  return (
    <DocumentList
      collection={collection}
      documents={documents}
      problem={problem}
      onOpen={open}
      onNew={() => open(newDocumentId())}
    />
  );
}

function DocumentList({
  collection,
  documents,
  problem,
  onOpen,
  onNew,
}: {
  collection: Collection;
  documents: AdminDocument[] | undefined;
  problem?: string;
  onOpen: (id: string) => void;
  onNew: () => void;
}) {
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [sort, setSort] = useState<Sort>('newest');
  // Read again with each new list (a document opened and closed may have left a draft here).
  const local = useMemo(
    () => (documents ? unsyncedLocalDrafts(collection.key) : new Map()),
    [collection.key, documents],
  );
  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    return (documents ?? [])
      .filter((item) => filter === 'all' || item.state === filter)
      .filter(
        (item) =>
          !words ||
          item.title.toLowerCase().includes(words) ||
          item.slug.includes(words) ||
          (item.draft?.title.toLowerCase().includes(words) ?? false),
      )
      .sort((a, b) => (sort === 'newest' ? -1 : 1) * (Date.parse(dateOf(a)) - Date.parse(dateOf(b)) || 0));
  }, [documents, query, filter, sort]);
  const item = collection.itemName;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{collection.title}</Title>
          {collection.description ? <Text c="dimmed">{collection.description}</Text> : null}
        </div>
        <Button onClick={onNew}>New {item}</Button>
      </Group>
      {problem ? (
        <Alert color="red" title={`The ${collection.title.toLowerCase()} could not be loaded`} role="alert">
          {problem}
        </Alert>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Title or slug"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={260}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${collection.key}-status-label`}>
            Status
          </Text>
          <SegmentedControl
            aria-labelledby={`${collection.key}-status-label`}
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            data={[
              { value: 'all', label: 'All' },
              { value: 'draft', label: 'Draft' },
              { value: 'scheduled', label: 'Scheduled' },
              { value: 'published', label: 'Published' },
            ]}
          />
        </Stack>
        <Select
          label="Sort by date"
          value={sort}
          onChange={(value) => value && setSort(value as Sort)}
          data={[
            { value: 'newest', label: 'Newest first' },
            { value: 'oldest', label: 'Oldest first' },
          ]}
          allowDeselect={false}
          w={180}
        />
      </Group>
      {!documents ? (
        <Loader aria-label={`Loading the ${collection.title.toLowerCase()}`} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{documents.length ? `No ${item} matches.` : `No ${item} yet.`}</Text>
      ) : (
        <Table highlightOnHover aria-label={collection.title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Languages</Table.Th>
              <Table.Th>Date</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((entry) => (
              <Table.Tr key={entry.id} data-testid="document-row">
                <Table.Td>
                  <UnstyledButton onClick={() => onOpen(entry.id)} fw={600} c="blue.9">
                    {entry.draft?.title || entry.title || `Untitled ${item}`}
                  </UnstyledButton>
                  <Text size="xs" c="dimmed">
                    {collection.path}/{entry.slug}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    <StateBadge state={entry.state} />
                    {entry.state !== 'draft' && (entry.draft || local.has(entry.id)) ? (
                      <ChangesBadge />
                    ) : null}
                    {entry.seed ? (
                      <Badge color="#495057" variant="outline">
                        Default
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {!entry.languages || entry.state === 'draft'
                    ? '—'
                    : entry.languages.length > 1
                      ? languageList(entry.languages)
                      : 'English only'}
                </Table.Td>
                <Table.Td>{when(dateOf(entry))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
