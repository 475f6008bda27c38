/**
 * 'Fields on this page': a button for every mark on the page, in the page's order, those it does not
 * show included after those it shows (the page's title and description for search engines, in its
 * head; the closed menus' entries, the mobile menu's named as such). The arrow keys move through the
 * list and highlight (and scroll to) each shown field's element; Enter or a click opens it in the
 * panel, shown or not.
 */
import { Button, Stack, Title } from '@mantine/core';
import { type KeyboardEvent, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { EDIT_WHERE } from '@/app/editable';
import { type Mark, marksOf } from './resolve-mark';

interface Target {
  element: HTMLElement;
  mark: Mark;
  /** What the element shows, to tell the fields apart. */
  text: string;
  /** Where the element is when the page draws it without showing it ('mobile menu'). */
  where?: string;
}

const HIGHLIGHT = 'cp-edit-highlight';

/** Whether the page shows the element now (not a closed menu's, not the head's). */
const shown = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * The page's marks in its order, those it shows first: the ones it does not (the head's, the closed
 * menus') follow, so the arrow keys reach the page's own words without passing every menu link.
 */
function targetsOnPage(): Target[] {
  const elements = Array.from(document.querySelectorAll<HTMLElement>('[data-edit]'));
  const seen = elements.filter(shown);
  const unseen = elements.filter((element) => !shown(element));
  return [...seen, ...unseen].flatMap((element) =>
    marksOf(element.getAttribute('data-edit')).map((mark) => ({
      element,
      mark,
      // A page's meta description shows nothing: its words are its content; a picture its alt text.
      text: (
        element.textContent ||
        element.getAttribute('content') ||
        (element.querySelector('img') ?? element).getAttribute('alt') ||
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60),
      where: element.closest(`[${EDIT_WHERE}]`)?.getAttribute(EDIT_WHERE) ?? undefined,
    })),
  );
}

const highlight = (element: HTMLElement | undefined) => {
  for (const lit of document.querySelectorAll(`.${HIGHLIGHT}`)) lit.classList.remove(HIGHLIGHT);
  if (!element) return;
  // An element drawn but not shown (the mobile menu's, at desktop widths) has nothing to show.
  if (!shown(element)) return;
  element.classList.add(HIGHLIGHT);
  element.scrollIntoView({ block: 'nearest' });
};

export function FieldsOnPage({
  labelOf,
  onOpen,
}: {
  /** The field's name for the owner (its breadcrumb). */
  labelOf: (mark: Mark) => string;
  onOpen: (element: HTMLElement, mark: Mark) => void;
}) {
  const [targets, setTargets] = useState<Target[]>([]);
  useEffect(() => {
    setTargets(targetsOnPage());
    // The page's marks change with its content (a list edited, another page opened). The page is
    // drawn again at each keystroke: the list follows once the typing pauses.
    let later: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      clearTimeout(later);
      later = setTimeout(() => setTargets(targetsOnPage()), 200);
    });
    observer.observe(document.getElementById('root') ?? document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['data-edit'],
    });
    return () => {
      clearTimeout(later);
      observer.disconnect();
      highlight(undefined);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
    if (!buttons.length) return;
    event.preventDefault();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at <= 0 ? buttons.length - 1 : at - 1;
    buttons[next % buttons.length]?.focus();
  };

  // The fields' names follow the values (a list item's name) at each keystroke: named in the
  // background, since naming every field of the page would slow the typing.
  const nameOf = useDeferredValue(labelOf);
  const list = useMemo(
    () =>
      targets.map((target, index) => (
        <Button
          // biome-ignore lint/suspicious/noArrayIndexKey: one element may carry several marks; the list is rebuilt with the page.
          key={`${target.mark.entityKey}:${target.mark.path}:${index}`}
          variant="subtle"
          justify="start"
          fullWidth
          onFocus={() => highlight(target.element)}
          onMouseEnter={() => highlight(target.element)}
          onClick={() => onOpen(target.element, target.mark)}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
          h="auto"
          py={6}
        >
          {nameOf(target.mark)}
          {target.where ? ` (${target.where})` : ''}
          {target.text ? `: ${target.text}` : ''}
        </Button>
      )),
    [targets, nameOf, onOpen],
  );

  return (
    <Stack gap="xs">
      <Title order={2} size="h4" id="cp-edit-fields">
        Fields on this page
      </Title>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the buttons inside. */}
      <div onKeyDown={onKeyDown} className="cp-edit-fields">
        {list}
      </div>
    </Stack>
  );
}
