/**
 * In edit mode a click on the page selects instead of acting: on a marked element it opens that
 * field in the panel, and a link never navigates (Ctrl or Cmd and click still does, in a new tab, as
 * the browser does). Listens in the capture phase, before the router's links and the page's own
 * handlers; clicks inside the panel are the panel's. On a touch screen, where nothing is hovered,
 * a first tap selects a marked element (outlined, its label shown) and a second tap opens it.
 */
import { type RefObject, useEffect } from 'react';
import { type Mark, marksOf } from './resolve-mark';

export function usePageClicks(
  panel: RefObject<HTMLElement | null>,
  onSelect: (element: HTMLElement, mark: Mark) => void,
): void {
  useEffect(() => {
    let touch = false;
    let selected: HTMLElement | undefined;
    const select = (element: HTMLElement | undefined) => {
      selected?.classList.remove('cp-edit-highlight');
      selected = element;
      selected?.classList.add('cp-edit-highlight');
    };
    const onPointerDown = (event: PointerEvent) => {
      touch = event.pointerType === 'touch';
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || panel.current?.contains(target)) return;
      // The preview bar's own buttons and the panel's portals (menus, dialogs) act as usual.
      if (target.closest('.cp-draft-bar, [data-portal]')) return;
      const link = target.closest('a[href]');
      if (link && (event.ctrlKey || event.metaKey)) return;
      const marked = target.closest<HTMLElement>('[data-edit]');
      if (!marked && !link) return;
      event.preventDefault();
      event.stopPropagation();
      const [mark] = marksOf(marked?.getAttribute('data-edit'));
      if (!marked || !mark) return;
      if (touch && selected !== marked) {
        select(marked);
        return;
      }
      select(undefined);
      onSelect(marked, mark);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('click', onClick, true);
    return () => {
      select(undefined);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('click', onClick, true);
    };
  }, [panel, onSelect]);
}
