/**
 * Leadership: Add Team Member opens a blank member form, Edit a copy; Save
 * Member appends (new id from the time) or replaces by id and persists at once; Cancel closes without
 * saving. The table lists the members; Delete asks first, then removes and persists at once.
 */
import { Avatar, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type leadership from '@schemas/leadership';
import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { firstTwoLettersOf } from '@/components/page-parts/initials';
import type { SettingsOf } from '@/schema-kit/entity';
import { toImageValue } from '@/schema-kit/image-schema';
import type { ImageInput } from '@/schema-kit/image-value';
import { useImageValue } from '@/storage/use-image-src';
import { type EditorApi, EntityEditor } from '../editor/EntityEditor';
import { SaveBar } from '../editor/SaveBar';
import { type FieldDescriptor, newListItem, schemaErrors } from '../renderer/describe-schema';
import { FieldList } from '../renderer/FieldWidget';
import { EntityFormContext, type FormValues, useEntityForm } from '../renderer/form-hook';
import type { EditorExtension } from './types';

type Member = Record<string, unknown> & {
  id?: string;
  name?: string;
  role?: string;
  description?: string;
  image?: ImageInput;
};

const truncate = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

function MemberAvatar({ member }: { member: Member }) {
  const image = useImageValue(toImageValue(member.image));
  const src = image?.variants?.[0]?.src ?? image?.src;
  return (
    <Avatar src={src} alt={member.name ? `Photo of ${member.name}` : 'Photo'} radius="xl" color="brand">
      {firstTwoLettersOf(member.name)}
    </Avatar>
  );
}

function MemberForm({
  list,
  initial,
  onSave,
  onCancel,
}: {
  list: FieldDescriptor;
  initial: Member;
  onSave: (member: Member) => Promise<void>;
  onCancel: () => void;
}) {
  const itemSchema = list.itemSchema!;
  const form = useEntityForm({
    initial: initial as FormValues,
    validate: (values) => schemaErrors(itemSchema, values),
    onSubmit: (values) => onSave(values as Member),
  });
  const saving = useStore(form.store, (state) => state.isSubmitting);
  return (
    <EntityFormContext.Provider value={form}>
      <Card withBorder padding="md" component="section" aria-label="Team member form">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <Stack gap="sm">
            <Title order={3}>{initial.id ? 'Edit Team Member' : 'Add Team Member'}</Title>
            <FieldList descriptors={list.fields ?? []} level={4} />
            <SaveBar label="Save Member" saving={saving} dirty={false}>
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            </SaveBar>
          </Stack>
        </form>
      </Card>
    </EntityFormContext.Provider>
  );
}

function LeadershipBody({ api }: { api: EditorApi<typeof leadership> }) {
  const list = api.field('members');
  const members = (api.values.members ?? []) as unknown as Member[];
  const [editing, setEditing] = useState<{ member: Member; key: number } | null>(null);

  const persist = async (next: Member[]) => {
    api.set('members', next as unknown as SettingsOf<typeof leadership>['members']);
    return api.save();
  };

  const saveMember = async (member: Member) => {
    const current = (api.form.state.values.members ?? []) as unknown as Member[];
    const exists = member.id && current.some((m) => m.id === member.id);
    const next = exists
      ? current.map((m) => (m.id === member.id ? member : m))
      : [...current, { ...member, id: member.id || String(Date.now()) }];
    if (await persist(next)) setEditing(null);
  };

  const confirmDelete = (member: Member) =>
    modals.openConfirmModal({
      title: 'Delete team member',
      children: <Text size="sm">Are you sure you want to delete this team member?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        const current = (api.form.state.values.members ?? []) as unknown as Member[];
        void persist(current.filter((m) => m !== member && (!member.id || m.id !== member.id)));
      },
    });

  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing({ member: newListItem(list) as Member, key: Date.now() })}>
          Add Team Member
        </Button>
      </Group>
      {editing ? (
        <MemberForm
          key={editing.key}
          list={list}
          initial={editing.member}
          onSave={saveMember}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <Card withBorder padding="md" component="section" aria-label="Current Team Members">
        <Title order={3} mb="sm">
          Current Team Members ({members.length})
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Photo</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {members.map((member, index) => (
                <Table.Tr key={String(member.id || index)}>
                  <Table.Td>
                    <MemberAvatar member={member} />
                  </Table.Td>
                  <Table.Td>{member.name}</Table.Td>
                  <Table.Td>{member.role}</Table.Td>
                  <Table.Td title={member.description}>{truncate(String(member.description ?? ''))}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Edit ${member.name || `member ${index + 1}`}`}
                        onClick={() => setEditing({ member: structuredClone(member), key: Date.now() })}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={`Delete ${member.name || `member ${index + 1}`}`}
                        onClick={() => confirmDelete(member)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <SaveBar
        label="Save All Leadership Changes"
        onSave={() => void api.save()}
        saving={api.saving}
        dirty={api.dirty}
      />
    </Stack>
  );
}

export const LeadershipEditor: EditorExtension = ({ entity }) => (
  <EntityEditor entity={entity as typeof leadership} render={(api) => <LeadershipBody api={api} />} />
);
