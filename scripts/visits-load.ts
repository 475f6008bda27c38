/**
 * Load check of page-view counting: 10,000 visits from 20 concurrent clients against a fresh local
 * stand-in (in memory). Each client has its own address (the stand-in trusts 127.0.0.1 as a proxy,
 * so X-Forwarded-For names it) and browser. Every answer must be 204 (stored) or 429 (refused by
 * the per-client limit): none lost, no 5xx, and the owner's report must equal what was stored.
 *
 *   npx tsx scripts/visits-load.ts [--visits 10000] [--clients 20] [--limit 450]
 *
 * --limit sets the page views one client may report an hour (default 450, so the limit is seen at
 * work: each client sends 500); --limit 0 keeps the database's own.
 */
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { startStandIn } from '../supabase/local/server';

const { values } = parseArgs({
  options: {
    visits: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '20' },
    limit: { type: 'string', default: '450' },
  },
});
const VISITS = Number(values.visits);
const CLIENTS = Number(values.clients);
const LIMIT = Number(values.limit);

const PAGES = ['/', '/services', '/services/cloud', '/about', '/contact', '/ar/', '/ar/services/cloud'];
const SOURCES = ['', 'newsletter', 'linkedin'];

const standIn = await startStandIn({
  apiPort: 0,
  mailPort: 0,
  quiet: true,
  trustedProxies: ['127.0.0.1'],
  inboxLimits: LIMIT > 0 ? { visitsPerClientPerHour: LIMIT } : {},
});
const started = performance.now();
const statuses = new Map<number, number>();
const sentByClient = Array.from({ length: CLIENTS }, () => 0);
let failures = 0;

/**
 * One POST on a connection of its own: PGlite runs in this process and can hold its event loop for
 * long enough that a kept-alive connection is closed by the server just as the client reuses it.
 */
function post(body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${standIn.apiUrl}/rest/v1/rpc/record_visit`,
      {
        method: 'POST',
        agent: false,
        headers: {
          apikey: standIn.anonKey,
          Authorization: `Bearer ${standIn.anonKey}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Origin: 'http://127.0.0.1:5173',
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function client(index: number) {
  const address = `198.51.100.${index + 1}`;
  const agent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${index} Safari/537.36`;
  const share = Math.floor(VISITS / CLIENTS) + (index < VISITS % CLIENTS ? 1 : 0);
  for (let n = 0; n < share; n++) {
    const path = PAGES[n % PAGES.length] ?? '/';
    let status = 0;
    try {
      status = await post(
        JSON.stringify({
          path,
          locale: path.startsWith('/ar/') ? 'ar' : 'en',
          device: index % 3 === 0 ? 'phone' : 'desktop',
          utm_source: SOURCES[index % SOURCES.length],
        }),
        { 'User-Agent': agent, 'X-Forwarded-For': address },
      );
    } catch (error) {
      failures++;
      console.error(`client ${index}, visit ${n}: ${String(error)}`);
    }
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    sentByClient[index] = (sentByClient[index] ?? 0) + 1;
  }
}

await Promise.all(Array.from({ length: CLIENTS }, (_, index) => client(index)));
const seconds = (performance.now() - started) / 1000;
const stored = statuses.get(204) ?? 0;
const refused = statuses.get(429) ?? 0;
const [rows] = await standIn.query<{ n: number; visitors: number }>(
  'select count(*)::int as n, count(distinct visitor)::int as visitors from public.visits',
);
const [report] = await standIn.query<{ report: { days: { views: number; visitors: number }[] } }>(
  'select public.visit_report(1) as report',
);
const today = report?.report.days.at(-1);
await standIn.stop();

const sent = sentByClient.reduce((a, b) => a + b, 0);
const figures = {
  sent,
  stored,
  refusedByLimit: refused,
  otherAnswers: Object.fromEntries([...statuses].filter(([status]) => status !== 204 && status !== 429)),
  networkFailures: failures,
  rowsInDatabase: rows?.n,
  distinctVisitors: rows?.visitors,
  reportViews: today?.views,
  reportVisitors: today?.visitors,
  seconds: Number(seconds.toFixed(1)),
  perSecond: Math.round(sent / seconds),
};
console.log(JSON.stringify(figures, null, 2));
const ok =
  sent === VISITS &&
  stored + refused === sent &&
  failures === 0 &&
  rows?.n === stored &&
  today?.views === stored &&
  today?.visitors === Math.min(CLIENTS, stored);
console.log(
  ok ? 'OK: every visit stored or refused by the limit; the report equals what was stored.' : 'FAILED',
);
process.exit(ok ? 0 : 1);
