/**
 * Tabs (the WAI-ARIA tabs pattern, automatic activation): a tab list of buttons and one panel per
 * tab. Arrow keys move between tabs (and show them), Home and End jump to the ends; only the selected
 * tab is in the Tab order. The other panels are `hidden`.
 */
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { EditMark } from '@/app/editable';
import './tabs.css';

export interface TabItem {
  value: string;
  label: string;
  /** A mark for editing on the page (src/app/editable.ts) of the label. */
  labelMark?: EditMark;
  panel: ReactNode;
}

export function Tabs({ items, defaultValue }: { items: readonly TabItem[]; defaultValue?: string }) {
  const [selected, setSelected] = useState(defaultValue ?? items[0]?.value);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (value: string) => `${id}-tab-${value}`;
  const panelId = (value: string) => `${id}-panel-${value}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    setSelected(next.value);
    list.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(next.value))}`)?.focus();
  };

  return (
    <div className="cp-tabs">
      <div ref={list} role="tablist" className="cp-tabs__list" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={tabId(item.value)}
              className="cp-tabs__tab"
              aria-selected={active}
              aria-controls={panelId(item.value)}
              tabIndex={active ? 0 : -1}
              data-active={active || undefined}
              onClick={() => setSelected(item.value)}
            >
              {item.labelMark?.['data-edit'] ? <span {...item.labelMark}>{item.label}</span> : item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          hidden={item.value !== selected}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
