/**
 * Row counts and ranges in the stand-in, as PostgREST serves them: `Prefer: count=…` gives the
 * number of rows the filters match in Content-Range (`0-1/25`), a `Range` header or `limit`/`offset`
 * picks the page, 206 Partial Content says a counted answer holds fewer rows than match, and HEAD
 * answers the headers alone. Through supabase-js first, as code counts rows with it, then over
 * plain HTTP for what supabase-js does not send (a Range header).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { appClient } from './helpers';
import { useStandIn } from './stand-in';

const TOTAL = 25;
const keys = Array.from({ length: TOTAL }, (_, index) => `row-${String(index).padStart(2, '0')}`);

describe('row counts and ranges', () => {
  const standIn = useStandIn();
  let anon: SupabaseClient;

  beforeAll(async () => {
    // Published settings are readable by anyone: 25 of them, row-00 … row-24.
    await standIn().query(
      `insert into public.site_settings (key, value, version) select k, '{}'::jsonb, 1 from unnest($1::text[]) k`,
      [keys],
    );
    anon = appClient(standIn());
  });

  /** A plain request to /rest/v1/site_settings with the anon key. */
  const rest = (query: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(`${standIn().apiUrl}/rest/v1/site_settings?${query}`, {
      method,
      headers: { apikey: standIn().anonKey, ...headers },
    });

  describe('through supabase-js', () => {
    it('{ count: "exact", head: true } gives the count and no rows', async () => {
      const { count, data, error, status } = await anon
        .from('site_settings')
        .select('*', { count: 'exact', head: true });
      expect(error).toBeNull();
      expect(count).toBe(TOTAL);
      expect(data).toBeNull();
      expect(status).toBe(200);
    });

    it('{ count: "exact" } with .range(0, 1) gives two rows, the whole count and 206', async () => {
      const { count, data, status } = await anon
        .from('site_settings')
        .select('key', { count: 'exact' })
        .order('key')
        .range(0, 1);
      expect(data).toEqual([{ key: 'row-00' }, { key: 'row-01' }]);
      expect(count).toBe(TOTAL);
      expect(status).toBe(206);
    });

    it('the last, shorter page of a range is counted too', async () => {
      const { count, data } = await anon
        .from('site_settings')
        .select('key', { count: 'exact' })
        .order('key')
        .range(20, 29);
      expect(data?.map((row) => row.key)).toEqual(keys.slice(20));
      expect(count).toBe(TOTAL);
    });

    it('planned and estimated counts are the exact count here', async () => {
      for (const kind of ['planned', 'estimated'] as const) {
        const { count, error } = await anon.from('site_settings').select('*', { count: kind, head: true });
        expect(error).toBeNull();
        expect(count).toBe(TOTAL);
      }
    });

    it('counts what the filters match, not the page', async () => {
      const { count, data, status } = await anon
        .from('site_settings')
        .select('key', { count: 'exact' })
        .like('key', 'row-1*')
        .order('key')
        .limit(3);
      expect(data?.map((row) => row.key)).toEqual(['row-10', 'row-11', 'row-12']);
      expect(count).toBe(10);
      expect(status).toBe(206);
    });

    it('without a count, count is null and every row comes', async () => {
      const { count, data, status } = await anon.from('site_settings').select('key');
      expect(count).toBeNull();
      expect(data).toHaveLength(TOTAL);
      expect(status).toBe(200);
    });
  });

  describe('over HTTP', () => {
    it('Range: 0-0 with count=exact answers 0-0/25, 206 and one row', async () => {
      const response = await rest('select=key&order=key', {
        Range: '0-0',
        'Range-Unit': 'items',
        Prefer: 'count=exact',
      });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`0-0/${TOTAL}`);
      expect(await response.json()).toEqual([{ key: 'row-00' }]);
    });

    it('Range: 0-9 without a count limits the rows and leaves the total unknown (*)', async () => {
      const response = await rest('select=key&order=key', { Range: '0-9', 'Range-Unit': 'items' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBe('0-9/*');
      expect(await response.json()).toHaveLength(10);
    });

    it('the Range header and offset/limit together give the rows both allow', async () => {
      const response = await rest('select=key&order=key&offset=5', { Range: '0-9', Prefer: 'count=exact' });
      expect(response.headers.get('content-range')).toBe(`5-9/${TOTAL}`);
      expect((await response.json()) as unknown[]).toHaveLength(5);
    });

    it('a counted request for every row is 200 with the full range', async () => {
      const response = await rest('select=key', { Prefer: 'count=exact' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBe(`0-${TOTAL - 1}/${TOTAL}`);
    });

    it('no rows: */0 when counted, */* when not', async () => {
      const counted = await rest('select=key&key=eq.none', { Prefer: 'count=exact' });
      expect(counted.status).toBe(200);
      expect(counted.headers.get('content-range')).toBe('*/0');
      const uncounted = await rest('select=key&key=eq.none');
      expect(uncounted.headers.get('content-range')).toBe('*/*');
      expect(await uncounted.json()).toEqual([]);
    });

    it('an offset at the end is an empty 206; past it, 416 Range Not Satisfiable', async () => {
      const atEnd = await rest(`select=key&offset=${TOTAL}`, { Prefer: 'count=exact' });
      expect(atEnd.status).toBe(206);
      expect(atEnd.headers.get('content-range')).toBe(`*/${TOTAL}`);
      expect(await atEnd.json()).toEqual([]);
      const past = await rest('select=key', { Range: '30-39', Prefer: 'count=exact' });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`*/${TOTAL}`);
      expect(await past.json()).toMatchObject({
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: `An offset of 30 was requested, but there are only ${TOTAL} rows.`,
      });
    });

    it('a Range whose end comes before its start is refused with 416', async () => {
      const response = await rest('select=key', { Range: '9-0' });
      expect(response.status).toBe(416);
      expect(await response.json()).toMatchObject({
        code: 'PGRST103',
        details: 'The lower boundary must be lower than or equal to the upper boundary in the Range header.',
      });
    });

    it('HEAD answers the count in its headers, with no body', async () => {
      const response = await rest('select=key&key=like.row-2*', { Prefer: 'count=exact' }, 'HEAD');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-range')).toBe('0-4/5');
      expect(await response.text()).toBe('');
    });
  });
});
