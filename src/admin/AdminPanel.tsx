/**
 * The admin panel: one tab per registered entity (labels, keys and order from the schemas), the
 * selected tab kept in the URL. A tab shows its entity's extension when one is registered, else the
 * generic editor, so a new schema file yields a working tab with no other edit.
 */
import { Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Entity } from '@/schema-kit/entity';
import { EntityEditor } from './editor/EntityEditor';
import { editorExtensions } from './extensions';
import { WidgetErrorBoundary } from './renderer/ErrorBoundary';

export interface AdminPanelProps {
  entities: readonly Entity[];
  tab: string | undefined;
  onTabChange: (tab: string) => void;
  onSignOut: () => void;
}

export function resolveTab(entities: readonly Entity[], tab: string | undefined): string | undefined {
  return entities.find((e) => e.tab.key === tab)?.tab.key ?? entities[0]?.tab.key;
}

export function AdminPanel({ entities, tab, onTabChange, onSignOut }: AdminPanelProps) {
  const active = resolveTab(entities, tab);
  return (
    <Container size="xl" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Admin Panel</Title>
            <Text c="dimmed">Manage your website content, branding and operations.</Text>
          </div>
          <Button variant="default" onClick={onSignOut}>
            Sign Out
          </Button>
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
          </Tabs.List>
          {entities.map((entity) => {
            const Editor = editorExtensions[entity.tab.key] ?? EntityEditor;
            return (
              <Tabs.Panel key={entity.tab.key} value={entity.tab.key}>
                <WidgetErrorBoundary>
                  <Editor entity={entity} />
                </WidgetErrorBoundary>
              </Tabs.Panel>
            );
          })}
        </Tabs>
      </Stack>
    </Container>
  );
}
