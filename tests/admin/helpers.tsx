/** Component-test helpers for the admin: jsdom polyfills, Mantine providers, a memory settings store. */
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminStoreContext } from '@/admin/editor/store-context';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

export function polyfillDom() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!URL.createObjectURL) URL.createObjectURL = () => 'blob:test';
  if (!URL.revokeObjectURL) URL.revokeObjectURL = () => {};
}

export function Providers({ children, store }: { children: ReactNode; store?: SettingsStore }) {
  return (
    <MantineProvider>
      <ModalsProvider>
        <Notifications />
        <AdminStoreContext.Provider value={store ?? new SettingsStore(createMemorySource())}>
          {children}
        </AdminStoreContext.Provider>
      </ModalsProvider>
    </MantineProvider>
  );
}

export function renderAdmin(ui: ReactNode, store = new SettingsStore(createMemorySource())) {
  return { ...render(<Providers store={store}>{ui}</Providers>), store };
}

/** A File whose first bytes are `head` (a PNG signature, SVG text, …) padded to `size` bytes. */
export function fileWith(head: Uint8Array | string, name: string, type: string, size = 1024): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : head;
  const bytes = new Uint8Array(Math.max(size, start.length));
  bytes.set(start);
  return new File([bytes], name, { type });
}

export const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
