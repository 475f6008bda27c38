/**
 * After sign-in the owner lands where they were going (an Inbox item linked from a notification
 * e-mail), once, within the hour, and only inside the admin panel.
 */
import { describe, expect, it } from 'vitest';
import { rememberReturnTo, safeAdminPath, takeReturnTo } from '@/auth/return-to';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const INBOX_ITEM = '/admin?tab=inbox&list=inquiries&item=5b0c1d4e-2f3a-4b5c-8d9e-0f1a2b3c4d5e';

describe('return after sign-in', () => {
  it('takes the remembered Inbox item once', () => {
    const storage = memoryStorage();
    rememberReturnTo(INBOX_ITEM, storage, 1_000);
    expect(takeReturnTo(storage, 2_000)).toBe(INBOX_ITEM);
    expect(takeReturnTo(storage, 3_000)).toBeUndefined();
  });

  it('forgets it after an hour', () => {
    const storage = memoryStorage();
    rememberReturnTo(INBOX_ITEM, storage, 0);
    expect(takeReturnTo(storage, 60 * 60 * 1000 + 1)).toBeUndefined();
  });

  it('keeps nothing for the panel start, nothing outside the panel, and never the login page', () => {
    const storage = memoryStorage();
    for (const path of [
      '/admin',
      '/about',
      '//evil.example/admin',
      '/admin/login?next=x',
      'https://evil.example/admin',
    ])
      rememberReturnTo(path, storage, 0);
    expect(takeReturnTo(storage, 1)).toBeUndefined();
  });

  it('follows only same-origin admin paths, even when the stored value was tampered with', () => {
    expect(safeAdminPath('/admin?tab=articles&doc=1#top')).toBe('/admin?tab=articles&doc=1#top');
    expect(safeAdminPath('/\\evil.example/admin')).toBeUndefined();
    expect(safeAdminPath('/administrator')).toBeUndefined();
    expect(safeAdminPath('javascript:alert(1)')).toBeUndefined();
    const storage = memoryStorage();
    storage.setItem('connectia:admin-return-to', JSON.stringify({ path: '//evil.example/x', at: 0 }));
    expect(takeReturnTo(storage, 1)).toBeUndefined();
    storage.setItem('connectia:admin-return-to', '{not json');
    expect(takeReturnTo(storage, 1)).toBeUndefined();
  });
});
