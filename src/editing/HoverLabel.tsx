/**
 * In edit mode, the field under the pointer is named beside it ('Hero Sections Management › Home
 * Page › Title'), above the element so it covers none of it (below when there is no room above).
 * Escape dismisses it until the pointer reaches another field.
 */
import { useEffect, useState } from 'react';
import { type Mark, marksOf } from './resolve-mark';

interface Shown {
  element: HTMLElement;
  marks: Mark[];
}

export function HoverLabel({ labelOf }: { labelOf: (mark: Mark) => string }) {
  const [shown, setShown] = useState<Shown>();
  useEffect(() => {
    let dismissed: HTMLElement | undefined;
    const onOver = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const element = target?.closest<HTMLElement>('[data-edit]');
      if (!element || element.closest('.cp-edit-panel')) {
        setShown(undefined);
        dismissed = undefined;
        return;
      }
      if (element === dismissed) return;
      dismissed = undefined;
      setShown({ element, marks: marksOf(element.getAttribute('data-edit')) });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setShown((current) => {
        dismissed = current?.element;
        return undefined;
      });
    };
    document.addEventListener('pointerover', onOver);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerover', onOver);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  if (!shown?.element.isConnected) return null;
  const box = shown.element.getBoundingClientRect();
  const above = box.top > 40;
  return (
    <div
      className="cp-edit-label"
      role="tooltip"
      style={{
        insetInlineStart: Math.max(
          0,
          document.documentElement.dir === 'rtl' ? innerWidth - box.right : box.left,
        ),
        ...(above ? { insetBlockEnd: innerHeight - box.top + 6 } : { insetBlockStart: box.bottom + 6 }),
      }}
    >
      {shown.marks.map((mark) => labelOf(mark)).join(' · ')}
    </div>
  );
}
