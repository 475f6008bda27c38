/**
 * A third language is one entry of configuration and a dictionary. This test copies the project,
 * adds French to content/locales.ts (one entry) and its dictionary (tests/fixtures/third-locale/fr/
 * as content/fr/), builds it as `npm run build` does, and reads the French site it makes: its pages
 * under /fr/ with their language and direction, hreflang both ways with x-default, the sitemap's
 * alternates, its feed, and the dictionary's words. Nothing else of the copy is changed. The shipped
 * site stays English and Arabic (tests/prerender/arabic-pages.test.ts).
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_URL } from '@/components/seo/site';
import { alternatesOf, attribute, htmlTag } from './html-tags';

const run = promisify(execFile);
const ROOT = process.cwd();
/** What the build reads: the rest of the project (tests, end-to-end tests, docs, the backend) stays behind. */
const COPIED = [
  'content',
  'index.html',
  'package.json',
  'public',
  'schemas',
  'scripts',
  'src',
  'supabase/local/defaults.ts',
  'supabase/functions/_shared',
  'tsconfig.json',
  'vite.config.ts',
];

const FRENCH = `  {
    code: 'fr',
    name: 'Français',
    englishName: 'French',
    direction: 'ltr',
    intl: 'fr-FR',
    prefix: '/fr',
    openGraph: 'fr_FR',
    script: 'latin',
    money: { display: 'symbol', orMore: 'plus de {amount}' },
    pageError: {
      sorry: 'Désolé, cette page n’a pas pu être affichée.',
      reload: 'Recharger la page',
      or: 'ou aller à la',
      home: 'page d’accueil',
    },
  },
`;

let project = '';
const dist = (path: string) => join(project, 'dist', path);
const read = (path: string) => readFileSync(dist(path), 'utf8');

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'third-locale-'));
  for (const name of COPIED) cpSync(join(ROOT, name), join(project, name), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(project, 'node_modules'), 'dir');
  const locales = join(project, 'content/locales.ts');
  const configured = readFileSync(locales, 'utf8');
  expect(configured).toContain('] as const satisfies');
  writeFileSync(locales, configured.replace('] as const satisfies', `${FRENCH}] as const satisfies`));
  cpSync(join(ROOT, 'tests/fixtures/third-locale/fr'), join(project, 'content/fr'), { recursive: true });
  // No backend: the build reads the defaults and the seed documents, as on a machine without one.
  // Unminified: what this reads is the pages' markup, and minifying is most of a build's time.
  const env = { ...process.env, VITE_SUPABASE_URL: 'http://127.0.0.1:9', VITE_SUPABASE_ANON_KEY: 'none' };
  await run(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--minify', 'false'],
    {
      cwd: project,
      env,
    },
  );
  await run(process.execPath, ['scripts/prerender.mjs'], { cwd: project, env });
}, 240_000);

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('a third language added by configuration', () => {
  it('builds every page in French under /fr/, with its language and direction', () => {
    for (const path of ['index.html', 'about/index.html', 'services/cloud/index.html', 'blog/index.html']) {
      expect(existsSync(dist(path))).toBe(true);
      const html = read(`fr/${path}`);
      const tag = htmlTag(html);
      expect([path, attribute(tag, 'lang'), attribute(tag, 'dir')]).toEqual([path, 'fr', 'ltr']);
    }
  });

  it('shows the dictionary’s words, and English where the dictionary has none', () => {
    const home = read('fr/index.html');
    expect(home).toContain('Aller au contenu');
    expect(home).toContain('>Accueil<');
    expect(home).toContain('À propos');
    expect(home).toContain('content="fr_FR"');
    expect(read('fr/blog/index.html')).toContain('Lire la suite');
  });

  it('links each language’s page to the others both ways, with English as x-default', () => {
    const set = [
      `ar ${SITE_URL}/ar/about`,
      `en ${SITE_URL}/about`,
      `fr ${SITE_URL}/fr/about`,
      `x-default ${SITE_URL}/about`,
    ];
    expect(alternatesOf(read('fr/about/index.html'))).toEqual(set);
    expect(alternatesOf(read('about/index.html'))).toEqual(set);
    expect(alternatesOf(read('ar/about/index.html'))).toEqual(set);
  });

  it('offers French in the language switch of the other languages’ pages', () => {
    expect(read('about/index.html')).toMatch(/href="\/fr\/about"[^>]*>[^<]*Français/);
    expect(read('fr/about/index.html')).toMatch(/href="\/ar\/about"/);
  });

  it('lists the French pages in the sitemap with their alternates', () => {
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain(`<loc>${SITE_URL}/fr/about</loc>`);
    expect(sitemap).toContain(`hreflang="fr" href="${SITE_URL}/fr/about"`);
  });

  it('writes the French blog’s feed, in French, linking French pages', () => {
    const feed = read('fr/blog/feed.xml');
    expect(feed).toContain('<language>fr</language>');
    expect(feed).toMatch(new RegExp(`<link>${SITE_URL}/fr/blog/[a-z0-9-]+</link>`));
    expect(feed).not.toMatch(new RegExp(`<link>${SITE_URL}/(ar/)?blog/[a-z0-9-]+</link>`));
  });

  it('serves its not-found page in French', () => {
    const notFound = read('fr/404.html');
    expect(notFound).toContain('Oups ! Page introuvable');
    expect(attribute(htmlTag(notFound), 'lang')).toBe('fr');
  });
});
