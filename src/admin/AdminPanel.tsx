/**
 * The admin panel: one tab per registered entity (labels, keys and order from the schemas), the
 * selected tab kept in the URL. A tab shows its entity's extension when one is registered, else the
 * generic editor, so a new schema file yields a working tab with no other edit.
 */
import { Badge, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import type { Collection } from '@/schema-kit/collection';
import type { Entity } from '@/schema-kit/entity';
import { CollectionPanel } from './collections/CollectionPanel';
import { EntityEditor } from './editor/EntityEditor';
import { useAdminStore } from './editor/store-context';
import { editorExtensions } from './extensions';
import { InboxPanel } from './inbox/InboxPanel';
import { countNew } from './inbox/inbox-data';
import { INBOX_LISTS } from './inbox/inbox-lists';
import { PublishControls } from './publish/PublishControls';
import { SettingsTransferButtons } from './publish/SettingsTransferButtons';
import { WidgetErrorBoundary } from './renderer/ErrorBoundary';

/** The eleventh tab: visitors' messages (not a settings entity, so not in schemas/). */
export const INBOX_TAB = 'inbox';

export interface AdminPanelProps {
  entities: readonly Entity[];
  /** The collections' tabs (articles, case studies) come after the entities'. */
  collections?: readonly Collection[];
  tab: string | undefined;
  /** The document opened in a collection's tab (the URL's ?doc=), and how to change it. */
  doc?: string;
  onDocChange?: (doc: string | undefined) => void;
  onTabChange: (tab: string) => void;
  onSignOut: () => void;
  /** The signed-in client the Inbox and Publish use; they wait until it is there. */
  inboxClient?: SupabaseClient;
}

export function resolveTab(
  entities: readonly Entity[],
  tab: string | undefined,
  collections: readonly Collection[] = [],
): string | undefined {
  if (tab === INBOX_TAB) return INBOX_TAB;
  return (
    entities.find((e) => e.tab.key === tab)?.tab.key ??
    collections.find((c) => c.tab.key === tab)?.tab.key ??
    entities[0]?.tab.key
  );
}

/** How many inquiries and applications are new; refreshed when the Inbox changes one. */
function useNewCount(client: SupabaseClient | undefined) {
  const [count, setCount] = useState<number>();
  const refresh = useCallback(() => {
    if (client) countNew(client, INBOX_LISTS).then(setCount, () => setCount(undefined));
  }, [client]);
  useEffect(refresh, [refresh]);
  return { count, refresh };
}

export function AdminPanel({
  entities,
  collections = [],
  tab,
  doc,
  onDocChange,
  onTabChange,
  onSignOut,
  inboxClient,
}: AdminPanelProps) {
  const active = resolveTab(entities, tab, collections);
  const newItems = useNewCount(inboxClient);
  const store = useAdminStore();
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Admin Panel</Title>
            <Text c="dimmed">Manage your website content, branding and operations.</Text>
          </div>
          <Group gap="xs">
            <SettingsTransferButtons store={store} />
            <Button variant="default" onClick={onSignOut}>
              Sign Out
            </Button>
          </Group>
        </Group>
        <Tabs
          value={active ?? null}
          onChange={(value) => value && value !== active && onTabChange(value)}
          keepMounted={false}
          variant="pills"
        >
          <Tabs.List mb="md" style={{ flexWrap: 'wrap' }} aria-label="Admin sections">
            {entities.map((entity) => (
              <Tabs.Tab key={entity.tab.key} value={entity.tab.key}>
                {entity.tab.label}
              </Tabs.Tab>
            ))}
            {collections.map((collection) => (
              <Tabs.Tab key={collection.tab.key} value={collection.tab.key}>
                {collection.tab.label}
              </Tabs.Tab>
            ))}
            <Tabs.Tab
              value={INBOX_TAB}
              rightSection={
                newItems.count ? (
                  <Badge size="sm" circle aria-label={`${newItems.count} new`}>
                    {newItems.count}
                  </Badge>
                ) : null
              }
            >
              Inbox
            </Tabs.Tab>
          </Tabs.List>
          {entities.map((entity) => {
            const Editor = editorExtensions[entity.tab.key] ?? EntityEditor;
            return (
              <Tabs.Panel key={entity.tab.key} value={entity.tab.key}>
                <WidgetErrorBoundary>
                  <PublishControls entity={entity} store={store} client={inboxClient} />
                  <Editor entity={entity} />
                </WidgetErrorBoundary>
              </Tabs.Panel>
            );
          })}
          {collections.map((collection) => (
            <Tabs.Panel key={collection.tab.key} value={collection.tab.key}>
              <WidgetErrorBoundary>
                <CollectionPanel
                  collection={collection}
                  client={inboxClient}
                  doc={doc}
                  onDocChange={onDocChange}
                />
              </WidgetErrorBoundary>
            </Tabs.Panel>
          ))}
          <Tabs.Panel value={INBOX_TAB}>
            <WidgetErrorBoundary>
              {inboxClient ? <InboxPanel client={inboxClient} onChanged={newItems.refresh} /> : null}
            </WidgetErrorBoundary>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
