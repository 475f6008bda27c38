/**
 * The admin panel: a header (title, Export/Import, Sign Out), a side navigation with one tab per
 * registered entity and collection grouped under the headings of ADMIN_GROUPS (Site, Pages, Content, Inbox), and the
 * selected tab's panel in <main>. Labels, keys, order and group come from the schemas; the selected
 * tab is kept in the URL. A tab shows its entity's extension when one is registered, else the
 * generic editor, so a new schema file yields a working tab with no other edit.
 *
 * Each group is a vertical tab list named by its heading: the arrow keys move within it, Tab moves
 * on to the next group and then to the panel. Below the `sm` breakpoint (phones) the navigation
 * collapses behind a burger button (Escape or a chosen tab closes it) and the header's actions move
 * to the foot of the navigation.
 */
import {
  AppShell,
  Badge,
  Burger,
  Button,
  Container,
  Group,
  Stack,
  Tabs,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { SupabaseClient } from '@supabase/supabase-js';
import IconLogout from '@tabler/icons-react/icons/IconLogout';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Collection } from '@/schema-kit/collection';
import { type AdminTab, type Entity, groupOf, isPublic } from '@/schema-kit/entity';
import { AdminOnlyPanel } from './admin-only/AdminOnlyPanel';
import { CollectionPanel } from './collections/CollectionPanel';
import { EntityEditor } from './editor/EntityEditor';
import { GroupTranslationCount } from './editor/language-bar';
import { useAdminStore } from './editor/store-context';
import { editorExtension } from './extensions';
import { InboxPanel, type InboxTarget } from './inbox/InboxPanel';
import { countNew } from './inbox/inbox-data';
import { INBOX_LISTS } from './inbox/inbox-lists';
import { MediaCleanupButton } from './media/MediaCleanupButton';
import { groupTabs } from './nav-groups';
import { preloadable } from './preloadable';
import { PublishControls } from './publish/PublishControls';
import { SettingsTransferButtons } from './publish/SettingsTransferButtons';
import { WidgetErrorBoundary } from './renderer/ErrorBoundary';

/** The Inbox tab: visitors' messages (not a settings entity, so not in schemas/). */
export const INBOX_TAB = 'inbox';
const inboxTab: AdminTab = { key: INBOX_TAB, label: 'Inbox', order: 0, group: 'inbox' };
/**
 * Visits and the leads they brought. Its code is fetched once the admin is idle, so the tab's first
 * click waits on nothing but its figures.
 */
export const ANALYTICS_TAB = 'analytics';
const analyticsTab: AdminTab = { key: ANALYTICS_TAB, label: 'Analytics', order: 1, group: 'inbox' };
const { Component: AnalyticsPanel, preload: loadAnalytics } = preloadable<{ client: SupabaseClient }>(
  () => import('./analytics/AnalyticsPanel'),
);

function useAnalyticsWhenIdle() {
  useEffect(() => {
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = whenIdle(() => {
      loadAnalytics().catch(() => undefined);
    });
    return () => cancel(handle);
  }, []);
}

export interface AdminPanelProps {
  entities: readonly Entity[];
  /** The collections (articles, case studies): a tab each, listed under their group. */
  collections?: readonly Collection[];
  tab: string | undefined;
  /** The document opened in a collection's tab (the URL's ?doc=), and how to change it. */
  doc?: string;
  onDocChange?: (doc: string | undefined) => void;
  onTabChange: (tab: string) => void;
  onSignOut: () => void;
  /** The signed-in client the Inbox and Publish use; they wait until it is there. */
  inboxClient?: SupabaseClient;
  /** The Inbox list and item a link opens (a notification e-mail's). */
  inboxTarget?: InboxTarget;
}

export function resolveTab(
  entities: readonly Entity[],
  tab: string | undefined,
  collections: readonly Collection[] = [],
): string | undefined {
  if (tab === INBOX_TAB || tab === ANALYTICS_TAB) return tab;
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

/** A tab of the navigation and what its panel shows. */
interface Section {
  tab: AdminTab;
  badge?: ReactNode;
  panel: ReactNode;
}

const NAV_ID = 'admin-navigation';

export function AdminPanel({
  entities,
  collections = [],
  tab,
  doc,
  onDocChange,
  onTabChange,
  onSignOut,
  inboxClient,
  inboxTarget,
}: AdminPanelProps) {
  const active = resolveTab(entities, tab, collections);
  const newItems = useNewCount(inboxClient);
  useAnalyticsWhenIdle();
  const store = useAdminStore();
  const theme = useMantineTheme();
  // Read at once (the admin renders only in the browser), so a phone never draws the desktop first.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [navOpen, nav] = useDisclosure(false);
  const burger = useRef<HTMLButtonElement>(null);
  const collapsed = !wide && !navOpen;

  const sections: Section[] = [
    ...entities.map((entity) => {
      const Editor = editorExtension(entity) ?? EntityEditor;
      return {
        tab: entity.tab,
        // An admin-only entity saves straight to the database: nothing to publish.
        panel: isPublic(entity) ? (
          <>
            <PublishControls entity={entity} store={store} client={inboxClient} />
            <Editor entity={entity} />
          </>
        ) : (
          <AdminOnlyPanel client={inboxClient}>
            <Editor entity={entity} />
          </AdminOnlyPanel>
        ),
      };
    }),
    ...collections.map((collection) => ({
      tab: collection.tab,
      panel: (
        <CollectionPanel collection={collection} client={inboxClient} doc={doc} onDocChange={onDocChange} />
      ),
    })),
    {
      tab: inboxTab,
      badge: newItems.count ? (
        <Badge size="sm" circle aria-label={`${newItems.count} new`}>
          {newItems.count}
        </Badge>
      ) : null,
      panel: inboxClient ? (
        <InboxPanel client={inboxClient} onChanged={newItems.refresh} target={inboxTarget} />
      ) : null,
    },
    {
      tab: analyticsTab,
      panel: inboxClient ? (
        <Suspense fallback={null}>
          <AnalyticsPanel client={inboxClient} />
        </Suspense>
      ) : null,
    },
  ];
  const groups = groupTabs(sections.map((section) => section.tab));
  const pageEntities = useMemo(
    () => entities.filter((entity) => isPublic(entity) && groupOf(entity.tab) === 'pages'),
    [entities],
  );
  const badges = new Map(sections.map((section) => [section.tab.key, section.badge]));

  const actions = (
    <>
      <SettingsTransferButtons store={store} />
      <MediaCleanupButton store={store} client={inboxClient} />
      <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
        Sign Out
      </Button>
    </>
  );

  return (
    <AppShell
      header={{ height: { base: 60, sm: 76 } }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !navOpen } }}
      padding="md"
    >
      <Tabs
        value={active ?? null}
        onChange={(value) => value && value !== active && onTabChange(value)}
        orientation="vertical"
        variant="pills"
        keepMounted={false}
        // The root holds the shell's fixed header and navigation: no flex layout of its own.
        styles={{ root: { display: 'block' }, tabLabel: { textAlign: 'start' } }}
      >
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                ref={burger}
                opened={navOpen}
                onClick={nav.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={navOpen ? 'Close navigation' : 'Open navigation'}
                aria-expanded={navOpen}
                aria-controls={NAV_ID}
              />
              <div>
                <Title order={1} size="h3">
                  Admin Panel
                </Title>
                <Text c="dimmed" size="sm" visibleFrom="sm">
                  Manage your website content, branding and operations.
                </Text>
              </div>
            </Group>
            {wide ? (
              <Group gap="xs" wrap="nowrap">
                {actions}
              </Group>
            ) : null}
          </Group>
        </AppShell.Header>

        <AppShell.Navbar
          id={NAV_ID}
          aria-label="Admin sections"
          p="sm"
          // Off screen on a phone until the burger opens it: out of the focus order too.
          inert={collapsed}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !wide && navOpen) {
              nav.close();
              burger.current?.focus();
            }
          }}
        >
          <AppShell.Section grow style={{ overflowY: 'auto' }}>
            <Stack gap="md">
              {groups.map((group) => {
                const headingId = `admin-group-${group.key}`;
                const holdsActive = group.tabs.some((t) => t.key === active);
                return (
                  <div key={group.key}>
                    <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
                      {group.label}
                    </Text>
                    <Tabs.List aria-labelledby={headingId}>
                      {group.tabs.map((t, index) => (
                        <Tabs.Tab
                          key={t.key}
                          value={t.key}
                          // Every group is reachable with Tab: its selected tab, else its first.
                          tabIndex={!holdsActive && index === 0 ? 0 : undefined}
                          rightSection={badges.get(t.key)}
                          onClick={(event) => {
                            // A tap or click (not the arrow keys) closes the phone's navigation.
                            if (event.detail > 0) nav.close();
                          }}
                        >
                          {t.label}
                        </Tabs.Tab>
                      ))}
                    </Tabs.List>
                    {group.key === 'pages' ? (
                      <GroupTranslationCount store={store} entities={pageEntities} />
                    ) : null}
                  </div>
                );
              })}
            </Stack>
          </AppShell.Section>
          {wide ? null : (
            <AppShell.Section pt="md">
              <Stack gap="xs">{actions}</Stack>
            </AppShell.Section>
          )}
        </AppShell.Navbar>

        <AppShell.Main inert={!wide && navOpen}>
          <Container size="xl" px={0}>
            {sections.map((section) => (
              <Tabs.Panel key={section.tab.key} value={section.tab.key}>
                <WidgetErrorBoundary>{section.panel}</WidgetErrorBoundary>
              </Tabs.Panel>
            ))}
          </Container>
        </AppShell.Main>
      </Tabs>
    </AppShell>
  );
}
