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
import { useSettingsStore } from '@/app/use-settings-store';
import { useSupabaseClient } from '@/auth/use-supabase-client';
import { DocumentFieldEditor } from './DocumentFieldEditor';
import { targetOf } from './edit-targets';
import { FieldEditor } from './FieldEditor';
import { FieldsOnPage } from './FieldsOnPage';
import { crumbsOf } from './field-crumbs';
import { HoverLabel } from './HoverLabel';
import { type Mark, resolveField } from './resolve-mark';
import { useDocumentValues } from './use-document-values';
import { usePageClicks } from './use-page-clicks';
import { usePageValues } from './use-page-values';

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
  const { locale } = useRouter().options.context;
  const store = useSettingsStore();
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
    // The element may have been drawn again meanwhile (its list reordered): the one with its mark.
    const element = returnTo.current;
    const mark = element?.getAttribute('data-edit');
    giveFocus(
      element?.isConnected || !mark
        ? element
        : document.querySelector<HTMLElement>(`[data-edit="${CSS.escape(mark)}"]`),
    );
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A dialog or a menu of the panel's own closes first.
    // (A closed list of suggestions stays in the document, hidden: only a shown one counts.)
    const popups = document.querySelectorAll('[role="dialog"], [role="listbox"]');
    if (Array.from(popups).some((popup) => popup.getClientRects().length > 0)) return;
    event.preventDefault();
    close();
  };

  const values = usePageValues(store);
  const documentValue = useDocumentValues(useSupabaseClient(), locale);
  const labelOf = (mark: Mark) => {
    const named = targetOf(mark.entityKey);
    if (!named) return mark.path;
    const value = named.kind === 'entity' ? values[named.key] : documentValue(named);
    const field = resolveField(named.schema, value, mark.path);
    if (!field) return `${named.title} › ${mark.path}`;
    return crumbsOf(named.title, describeSchema(named.schema), field, value)
      .map((crumb) => crumb.label)
      .join(' › ');
  };
  const chosen = target ? targetOf(target.entityKey) : undefined;
  const itemName = chosen?.kind === 'document' ? chosen.collection.itemName : chosen?.title;

  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider />
      <Notifications limit={3} autoClose={4000} position="bottom-left" />
      <HoverLabel labelOf={labelOf} />
      {open ? (
        <aside
          ref={panel}
          className="cp-edit-panel"
          aria-label={itemName ? `Edit ${itemName}` : 'Fields on this page'}
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
            {chosen?.kind === 'entity' && target ? (
              <FieldEditor
                key={`${target.entityKey}:${target.path}`}
                entity={chosen.entity}
                path={target.path}
                locale={locale}
              />
            ) : null}
            {chosen?.kind === 'document' && target ? (
              <DocumentFieldEditor
                key={`${target.entityKey}:${target.path}`}
                collection={chosen.collection}
                id={chosen.id}
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
