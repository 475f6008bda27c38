import { describe, expect, it, vi } from 'vitest';
import { ensureProfile, type ProfileRow, type ProfilesPort } from '@/auth/profile';

const ADMIN = 'admin@example.com';

function fakePort(initial: ProfileRow[] = [], fail: Partial<Record<keyof ProfilesPort, string>> = {}) {
  const rows = new Map(initial.map((r) => [r.id, { ...r }]));
  const calls: string[] = [];
  const err = (op: keyof ProfilesPort) => (fail[op] ? { message: fail[op] } : null);
  const port: ProfilesPort = {
    find: async (id) => {
      calls.push(`find ${id}`);
      return err('find') ? { data: null, error: err('find') } : { data: rows.get(id) ?? null, error: null };
    },
    insert: async (row) => {
      calls.push(`insert ${row.id} ${row.role}`);
      if (!err('insert')) rows.set(row.id, row);
      return { error: err('insert') };
    },
    promote: async (id) => {
      calls.push(`promote ${id}`);
      const row = rows.get(id);
      if (row && !err('promote')) row.role = 'admin';
      return { error: err('promote') };
    },
  };
  return { port, rows, calls };
}

describe('ensureProfile', () => {
  it('creates an admin row for the admin address (any case)', async () => {
    const { port, rows } = fakePort();
    const out = await ensureProfile(port, { id: 'a1', email: 'Admin@Example.com' }, ADMIN, vi.fn());
    expect(out).toBe('created');
    expect(rows.get('a1')).toEqual({ id: 'a1', email: 'Admin@Example.com', role: 'admin' });
  });

  it('creates a user row for anyone else', async () => {
    const { port, rows } = fakePort();
    expect(await ensureProfile(port, { id: 'e1', email: 'eve@example.com' }, ADMIN, vi.fn())).toBe('created');
    expect(rows.get('e1')?.role).toBe('user');
  });

  it('promotes an existing non-admin row of the admin address', async () => {
    const { port, rows, calls } = fakePort([{ id: 'a1', email: ADMIN, role: 'user' }]);
    expect(await ensureProfile(port, { id: 'a1', email: ADMIN }, ADMIN, vi.fn())).toBe('promoted');
    expect(rows.get('a1')?.role).toBe('admin');
    expect(calls).toEqual(['find a1', 'promote a1']);
  });

  it('leaves existing rows alone otherwise', async () => {
    const { port, calls } = fakePort([
      { id: 'a1', email: ADMIN, role: 'admin' },
      { id: 'e1', email: 'eve@example.com', role: 'user' },
    ]);
    expect(await ensureProfile(port, { id: 'a1', email: ADMIN }, ADMIN, vi.fn())).toBe('unchanged');
    expect(await ensureProfile(port, { id: 'e1', email: 'eve@example.com' }, ADMIN, vi.fn())).toBe(
      'unchanged',
    );
    expect(calls).toEqual(['find a1', 'find e1']);
  });

  it('only logs lookup, insert and update errors', async () => {
    for (const op of ['find', 'insert', 'promote'] as const) {
      const warn = vi.fn();
      const { port } = fakePort(op === 'promote' ? [{ id: 'a1', email: ADMIN, role: 'user' }] : [], {
        [op]: 'permission denied',
      });
      expect(await ensureProfile(port, { id: 'a1', email: ADMIN }, ADMIN, warn)).toBe('failed');
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[1])).toBe('permission denied');
    }
  });

  it('survives a thrown error (e.g. network) with a warning', async () => {
    const warn = vi.fn();
    const port: ProfilesPort = {
      find: () => Promise.reject(new TypeError('Failed to fetch')),
      insert: async () => ({ error: null }),
      promote: async () => ({ error: null }),
    };
    expect(await ensureProfile(port, { id: 'x', email: null }, ADMIN, warn)).toBe('failed');
    expect(warn).toHaveBeenCalledOnce();
  });
});
