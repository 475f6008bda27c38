/**
 * Editing on the page, loaded (with import()) when the signed-in owner turns edit mode on: page
 * clicks select marked fields, and the docked side panel edits them with the admin's own editor
 * (./FieldEditor), lists every field on the page (./FieldsOnPage) and closes with Escape, giving
 * focus back to the element it was opened from. The field under the pointer is named
 * (./HoverLabel). Mantine renders here under a provider of its own, with its component styles
 * only (./panel-styles.ts), so the public page keeps its look.
 */
import './panel-styles';
import { CloseButton, Group, MantineProvider, Stack, Title } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useRouter } from '@tanstack/react-router';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { describeSchema } from '@/admin/renderer/describe-schema';
import { cssVariablesResolver, theme } from '@/app/theme';
import { isPublic, type PublicEntity } from '@/schema-kit/entity';
import { entities } from '@/schema-kit/registry';
import { FieldEditor } from './FieldEditor';
import { FieldsOnPage } from './FieldsOnPage';
import { crumbsOf } from './field-crumbs';
import { HoverLabel } from './HoverLabel';
import { type Mark, resolveField } from './resolve-mark';
import { usePageClicks } from './use-page-clicks';
import { usePageValues } from './use-page-values';

const entityOf = (key: string): PublicEntity | undefined =>
  entities.find((entity): entity is PublicEntity => entity.key === key && isPublic(entity));

/** Focus an element that may not take focus by itself (a heading), without scrolling the page. */
function giveFocus(element: HTMLElement | null) {
  if (!element?.isConnected) return;
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    element.addEventListener('blur', () => element.removeAttribute('tabindex'), { once: true });
  }
  element.focus({ preventScroll: true });
}

export default function EditPanel({ fieldsAsked }: { fieldsAsked: number }) {
  const { settings: store, locale } = useRouter().options.context;
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Mark>();
  const returnTo = useRef<HTMLElement | null>(null);
  const panel = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const select = useCallback((element: HTMLElement, mark: Mark) => {
    returnTo.current = element;
    setTarget(mark);
    setOpen(true);
  }, []);
  usePageClicks(panel, select);

  useEffect(() => {
    if (fieldsAsked === 0) return;
    returnTo.current = document.activeElement as HTMLElement | null;
    setTarget(undefined);
    setOpen(true);
  }, [fieldsAsked]);

  // The page makes room for the panel (its inline-end padding), so nothing is hidden beneath it.
  useEffect(() => {
    document.documentElement.classList.toggle('cp-edit-open', open);
    if (open) requestAnimationFrame(() => giveFocus(heading.current));
    return () => document.documentElement.classList.remove('cp-edit-open');
  }, [open]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows each newly chosen field.
  useEffect(() => {
    if (open) requestAnimationFrame(() => giveFocus(heading.current));
  }, [target]);

  const close = () => {
    setOpen(false);
    giveFocus(returnTo.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A dialog or a menu of the panel's own closes first.
    if (document.querySelector('[role="dialog"], [role="listbox"]')) return;
    event.preventDefault();
    close();
  };

  const values = usePageValues(store);
  const labelOf = (mark: Mark) => {
    const entity = entityOf(mark.entityKey);
    if (!entity) return mark.path;
    const field = resolveField(entity.schema, values[entity.key], mark.path);
    if (!field) return `${entity.title} › ${mark.path}`;
    return crumbsOf(entity.title, describeSchema(entity.schema), field, values[entity.key])
      .map((crumb) => crumb.label)
      .join(' › ');
  };
  const entity = target ? entityOf(target.entityKey) : undefined;

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider />
      <Notifications limit={3} autoClose={4000} position="bottom-left" />
      <HoverLabel labelOf={labelOf} />
      {open ? (
        <aside
          ref={panel}
          className="cp-edit-panel"
          aria-label={entity ? `Edit ${entity.title}` : 'Fields on this page'}
          onKeyDown={onKeyDown}
        >
          {/* The panel sits at the page's inline end; its own words are the admin's, in English. */}
          <Stack gap="md" dir="ltr" lang="en">
            <Group justify="space-between" wrap="nowrap">
              <Title order={2} size="h3" ref={heading}>
                Edit page
              </Title>
              <CloseButton aria-label="Close the panel" onClick={close} />
            </Group>
            {entity && target ? (
              <FieldEditor
                key={`${target.entityKey}:${target.path}`}
                entity={entity}
                path={target.path}
                locale={locale}
              />
            ) : null}
            <FieldsOnPage labelOf={labelOf} onOpen={select} />
          </Stack>
        </aside>
      ) : null}
    </MantineProvider>
  );
}
