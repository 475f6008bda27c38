// @vitest-environment jsdom
/**
 * The README's collection walk-through, done as a new contributor would: its `schemas/news.ts`
 * snippet, taken verbatim from README.md, passes biome and the type checker where the README puts
 * it, gives a page typed documents, and, among the schema modules, an admin tab listing its seed
 * documents and opening one in the editor, with no other file changed. A newcomer who has added the
 * file to schemas/ as told keeps a green suite: the snippet then stands in for it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPanel } from '@/admin/AdminPanel';
import type { Collection } from '@/schema-kit/collection';
import type { Entity } from '@/schema-kit/entity';
import { schemasFromModules } from '@/schema-kit/registry';
import { DocumentsStore, memorySource } from '@/storage/documents-store';
import { DEFAULT_ANON_KEY } from '../../supabase/local/defaults';
import type { StandIn } from '../../supabase/local/server';
import { polyfillDom, renderAdmin } from '../admin/helpers';
import { ADMIN_EMAIL, appEnsureProfile, SITE_URL, STARTUP_TIMEOUT, signIn } from '../supabase/helpers';

const root = resolve('.');

/** The code block that follows "For example `schemas/news.ts`:" in README.md. */
function readmeSnippet(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const match = /For example `schemas\/news\.ts`:\s*```ts\n([\s\S]*?)```/.exec(readme);
  if (!match?.[1]) throw new Error('README.md no longer shows the schemas/news.ts example.');
  return match[1];
}

const snippet = readmeSnippet();
const generated = join(root, 'tests/.generated', `collection-walkthrough-${process.pid}`);
const file = join(generated, 'schemas/news.ts');
const lintDir = mkdtempSync(join(tmpdir(), 'collection-walkthrough-'));

beforeAll(() => {
  polyfillDom();
  mkdirSync(join(generated, 'schemas'), { recursive: true });
  writeFileSync(file, snippet);
});
afterAll(() => {
  cleanup();
  notifications.clean();
  rmSync(generated, { recursive: true, force: true });
  rmSync(lintDir, { recursive: true, force: true });
});

type SchemaModules = Record<string, { default?: Entity | Collection }>;
const schemaModules: SchemaModules = import.meta.glob(['../../schemas/**/*.ts', '!../../schemas/parts/**'], {
  eager: true,
});

/** The registry's schemas with the snippet's module among them (in place of a file of the same key). */
function withSnippet(modules: SchemaModules, snippetModule: { default: Collection }) {
  const others = Object.entries(modules).filter(
    ([, other]) => other.default?.key !== snippetModule.default.key,
  );
  return schemasFromModules({ ...Object.fromEntries(others), 'schemas/news.ts': snippetModule });
}

/** A port nothing listens on now. */
const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

const run = (command: string, args: string[], cwd: string) => {
  try {
    return { code: 0, output: execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const failed = error as { status?: number; stdout?: string; stderr?: string };
    return { code: failed.status ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
};

describe('the README collection walk-through: one schema file is all', () => {
  // A stand-in for the admin's database, in a process of its own: its embedded Postgres needs Node's
  // module URLs, which this file's page environment (jsdom) does not give.
  let started: { apiUrl: string; mailUrl: string; anonKey: string } | undefined;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    const [api, mail] = [await freePort(), await freePort()];
    child = spawn(join(root, 'node_modules/.bin/tsx'), ['supabase/local/cli.ts'], {
      cwd: root,
      stdio: 'ignore',
      env: {
        ...process.env,
        SUPABASE_API_PORT: String(api),
        SUPABASE_MAIL_PORT: String(mail),
        SUPABASE_LOCAL_DATA_DIR: ':memory:',
        SITE_URL,
        VITE_ADMIN_EMAIL: ADMIN_EMAIL,
        AUTH_EMAIL_MAX_FREQUENCY_SECONDS: '0',
      },
    });
    const apiUrl = `http://127.0.0.1:${api}`;
    for (;;) {
      const up = await fetch(`${apiUrl}/auth/v1/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (child.exitCode !== null) throw new Error('The stand-in did not start.');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    started = { apiUrl, mailUrl: `http://127.0.0.1:${mail}`, anonKey: DEFAULT_ANON_KEY };
  }, STARTUP_TIMEOUT);
  afterAll(() => {
    child?.kill();
  });
  const standIn = () => {
    if (!started) throw new Error('The stand-in has not started.');
    return started as unknown as StandIn;
  };

  it('passes biome check as schemas/news.ts', () => {
    copyFileSync(join(root, 'biome.json'), join(lintDir, 'biome.json'));
    cpSync(join(root, 'lint'), join(lintDir, 'lint'), { recursive: true }); // the config's plugins
    mkdirSync(join(lintDir, 'schemas'));
    writeFileSync(join(lintDir, 'schemas/news.ts'), snippet);
    const result = run(
      join(root, 'node_modules/.bin/biome'),
      ['check', '--vcs-enabled=false', 'schemas/news.ts'],
      lintDir,
    );
    expect(result.output).not.toMatch(/×/);
    expect(result.code).toBe(0);
  });

  // tsc over the project's schema kit: about 6 s here when quiet, several times that on a busy machine.
  it('passes the type checker, and a page gets its documents typed', () => {
    writeFileSync(
      join(generated, 'page.ts'),
      [
        "import { DocumentsStore } from '@/storage/documents-store';",
        "import news from './schemas/news';",
        '',
        'const documents = new DocumentsStore();',
        'const list = await documents.list(news, { limit: 6 });',
        'export const title: string | undefined = list?.items[0]?.data.title;',
        "const one = await documents.get(news, 'new-office');",
        'export const summary: string | undefined = one?.data.summary;',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(generated, 'tsconfig.json'),
      JSON.stringify({
        extends: '../../../tsconfig.json',
        include: [],
        files: ['schemas/news.ts', 'page.ts'],
      }),
    );
    const result = run(join(root, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.json'], generated);
    expect(result.output).toBe('');
    expect(result.code).toBe(0);
  }, 50_000);

  it('is found once beside the entities, also once the newcomer has added the file; its seeds are valid', async () => {
    const module = (await import(/* @vite-ignore */ file)) as { default: Collection };
    const asAdded = { ...schemaModules, '../../schemas/news.ts': module };
    const { entities, collections } = withSnippet(asAdded, module);
    expect(collections.filter((c) => c.key === 'news')).toHaveLength(1);
    expect(entities.length).toBeGreaterThanOrEqual(10);
    for (const seed of await module.default.seeds())
      expect(v.safeParse(module.default.schema, seed).success).toBe(true);
    // Visitors see the seeds until the first publish.
    const documents = new DocumentsStore({ source: memorySource({}, []) });
    const list = await documents.list(module.default, { limit: 6 });
    expect(list?.items.map((item) => item.data.title)).toEqual(['We moved to a new office']);
  });

  it('gets an admin tab under Content that lists its documents and opens one', {
    timeout: 45_000,
  }, async () => {
    const module = (await import(/* @vite-ignore */ file)) as { default: Collection };
    const { entities, collections } = withSnippet(schemaModules, module);
    const admin = await signIn(standIn(), ADMIN_EMAIL);
    await appEnsureProfile(admin.client, admin.session);
    renderAdmin(
      <AdminPanel
        entities={entities}
        collections={collections}
        tab="news"
        inboxClient={admin.client}
        onTabChange={() => {}}
        onSignOut={() => {}}
      />,
    );
    const content = within(screen.getByRole('tablist', { name: 'Content' })).getAllByRole('tab');
    expect(content.map((tab) => tab.textContent).at(-1)).toBe('News');
    expect(screen.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
    // Once the list has come from the database (and the seeds, the collection being unseeded).
    const row = await screen.findByRole('button', { name: 'We moved to a new office' }, { timeout: 15_000 });
    expect(screen.getByRole('button', { name: 'New news item' })).toBeInTheDocument();
    fireEvent.click(row);
    expect(await screen.findByRole('textbox', { name: 'Title' }, { timeout: 15_000 })).toHaveValue(
      'We moved to a new office',
    );
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('new-office');
  });
});
