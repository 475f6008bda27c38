// @vitest-environment jsdom

import header from '@schemas/header';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultsOf } from '@/schema-kit/entity';
import { announceLogoUpdated } from '@/storage/settings-events';
import { createLocalSource, PRODUCT_PREFIX } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { StorageQuotaError } from '@/storage/storage-errors';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const withColours = (background: string) => ({
  ...defaultsOf(header),
  colors: { background, text: '#000000', hover: '#000000' },
});

describe('localStorage source', () => {
  it('stores each entity under one key carrying the product prefix', async () => {
    const store = new SettingsStore(createLocalSource());
    await store.write(header, withColours('#222222'));
    expect(Object.keys(localStorage)).toEqual([`${PRODUCT_PREFIX}header`]);
    expect(JSON.parse(localStorage.getItem('connectia:header') ?? '{}').colors.background).toBe('#222222');
  });

  it('a full quota gives a clear error and leaves the previous value intact', async () => {
    const store = new SettingsStore(createLocalSource());
    await store.write(header, withColours('#222222'));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const attempt = store.write(header, withColours('#333333'));
    await expect(attempt).rejects.toBeInstanceOf(StorageQuotaError);
    await expect(store.write(header, withColours('#333333'))).rejects.toThrow(/storage .* is full/);
    vi.restoreAllMocks();
    expect((await store.read(header)).colors.background).toBe('#222222');
  });

  it('a second tab sees a change through the storage event', async () => {
    const otherTab = new SettingsStore(createLocalSource());
    const seen: string[] = [];
    otherTab.subscribe((key) => seen.push(key));
    // What the browser fires in every other tab after this tab's setItem.
    localStorage.setItem('connectia:header', JSON.stringify(withColours('#444444')));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'connectia:header',
        storageArea: localStorage,
        newValue: localStorage.getItem('connectia:header'),
      }),
    );
    expect(seen).toEqual(['header']);
    expect((await otherTab.read(header)).colors.background).toBe('#444444');
  });

  it('ignores storage events for keys of other products', () => {
    const store = new SettingsStore(createLocalSource());
    const seen: string[] = [];
    store.subscribe((key) => seen.push(key));
    window.dispatchEvent(new StorageEvent('storage', { key: 'someone-else', storageArea: localStorage }));
    expect(seen).toEqual([]);
  });

  it('the logo re-reads branding 100 ms after a logo-updated event, and on window focus', async () => {
    vi.useFakeTimers();
    try {
      const store = new SettingsStore(createLocalSource());
      const seen: string[] = [];
      store.subscribe((key) => seen.push(key));
      announceLogoUpdated();
      vi.advanceTimersByTime(99);
      expect(seen).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(seen).toEqual(['branding']);
      window.dispatchEvent(new Event('focus'));
      expect(seen).toEqual(['branding', 'branding']);
    } finally {
      vi.useRealTimers();
    }
  });
});
