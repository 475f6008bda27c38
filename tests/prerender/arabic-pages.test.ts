/**
 * The build's two languages (reads dist/: run `npm run build` first; skipped without one). Every
 * English page has its Arabic page under /ar/ with <html lang="ar" dir="rtl">; every page lists
 * itself and its alternate (hreflang, x-default English) and the alternate lists the same set back,
 * as the sitemap does; in-site links on an Arabic page stay Arabic; English pages name no Arabic
 * font file, and no stylesheet would make them download one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_URL } from '@/components/seo/site';
import { alternatesOf, attribute, htmlTag } from './html-tags';

const DIST = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const built = existsSync(join(DIST, 'ar/index.html'));
const ARABIC_FONT = /ibm-plex-sans-arabic/i;

/** Every prerendered page's path ("/", "/about", "/ar/", "/ar/about"), without the admin and the bench's floors. */
function pagePaths(dir = DIST): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return name === 'admin' || name === 'assets' || name.startsWith('__') ? [] : pagePaths(path);
    }
    if (name !== 'index.html') return [];
    const route = `/${relative(DIST, dir)}`.replace(/\/$/, '');
    return [route === '' ? '/' : route === '/ar' ? '/ar/' : route];
  });
}

const fileOf = (path: string) => join(DIST, path, 'index.html');
const html = (path: string) => readFileSync(fileOf(path), 'utf8');
const canonicalOf = (page: string) =>
  attribute(/<link\b[^>]*\brel="canonical"[^>]*>/.exec(page)?.[0] ?? '', 'href');
const pathOfUrl = (url: string) => (url.startsWith(SITE_URL) ? url.slice(SITE_URL.length) || '/' : url);

describe.skipIf(!built)('the Arabic pages of the build', () => {
  const paths = built ? pagePaths() : [];
  const arabic = paths.filter((path) => path === '/ar/' || path.startsWith('/ar/'));
  const english = paths.filter((path) => !arabic.includes(path));

  it('has an Arabic page for every English page', () => {
    expect(english.length).toBeGreaterThanOrEqual(29);
    const twin = (path: string) => (path === '/' ? '/ar/' : `/ar${path}`);
    expect(arabic.sort()).toEqual(english.map(twin).sort());
  });

  it('writes <html lang="ar" dir="rtl"> on every Arabic page and lang="en" dir="ltr" on every English one', () => {
    for (const path of arabic) {
      const tag = htmlTag(html(path));
      expect([path, attribute(tag, 'lang'), attribute(tag, 'dir')]).toEqual([path, 'ar', 'rtl']);
    }
    for (const path of english) {
      const tag = htmlTag(html(path));
      expect([path, attribute(tag, 'lang'), attribute(tag, 'dir')]).toEqual([path, 'en', 'ltr']);
    }
    const notFound = readFileSync(join(DIST, 'ar/404.html'), 'utf8');
    expect(htmlTag(notFound)).toMatch(/lang="ar" dir="rtl"/);
    expect(notFound).toContain('<meta name="robots" content="noindex"');
  });

  it('gives each page its own canonical and alternates that point back to each other', () => {
    for (const path of paths) {
      const page = html(path);
      const alternates = alternatesOf(page);
      const canonical = canonicalOf(page);
      expect(canonical, path).toBe(`${SITE_URL}${path}`);
      const locale = path === '/ar/' || path.startsWith('/ar/') ? 'ar' : 'en';
      expect(alternates, path).toContain(`${locale} ${canonical}`);
      expect(
        alternates.filter((line) => line.startsWith('x-default ')),
        path,
      ).toHaveLength(1);
      expect(
        alternates.find((line) => line.startsWith('x-default ')),
        path,
      ).toBe(alternates.find((line) => line.startsWith('en '))?.replace(/^en/, 'x-default'));
      for (const line of alternates) {
        const other = pathOfUrl(line.split(' ')[1] ?? '');
        expect(existsSync(fileOf(other)), `${path} → ${other}`).toBe(true);
        expect(alternatesOf(html(other)), `${path} ↔ ${other}`).toEqual(alternates);
      }
      const ogLocale = attribute(/<meta property="og:locale"[^>]*>/.exec(page)?.[0] ?? '', 'content');
      expect(ogLocale, path).toBe(locale === 'ar' ? 'ar_AR' : 'en_US');
    }
  });

  it('lists every page in the sitemap with the same alternates as the page', () => {
    const sitemap = readFileSync(join(DIST, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1] ?? '',
      alternates: [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
        .map(([, hreflang, href]) => `${hreflang} ${href}`)
        .sort(),
    }));
    expect(urls.map((url) => pathOfUrl(url.loc)).sort()).toEqual([...paths].sort());
    for (const url of urls) expect(url.alternates, url.loc).toEqual(alternatesOf(html(pathOfUrl(url.loc))));
  });

  it('keeps in-site links on an Arabic page under /ar/ (files, the admin and the switcher aside)', () => {
    for (const path of arabic) {
      const body = html(path).split('<body')[1] ?? '';
      const stray = [...body.matchAll(/<a\b[^>]*\bhref="(\/[^"]*)"[^>]*>/g)]
        .filter(([tag]) => !/data-language-switch/.test(tag))
        .map(([, href = '']) => href)
        .filter(
          (href) => !/^\/ar(?:\/|$)/.test(href) && !/^\/(?:admin|assets|media|images)(?:\/|$)/.test(href),
        )
        .filter((href) => !/\.[a-z0-9]{2,5}$/i.test(href.split(/[?#]/)[0] ?? ''));
      expect(stray, path).toEqual([]);
    }
  });

  it('links each page to itself in the other language with the switcher', () => {
    for (const path of paths) {
      const tag = /<a\b[^>]*data-language-switch[^>]*>/.exec(html(path))?.[0] ?? '';
      const arabicPage = path === '/ar/' || path.startsWith('/ar/');
      const other = arabicPage ? path.slice(3) || '/' : path === '/' ? '/ar/' : `/ar${path}`;
      expect([path, attribute(tag, 'href'), attribute(tag, 'lang')]).toEqual([
        path,
        other,
        arabicPage ? 'en' : 'ar',
      ]);
    }
  });

  it('keeps phone numbers, e-mail addresses and their inputs left to right on the Arabic contact page', () => {
    const page = html('/ar/contact');
    const addresses = [...page.matchAll(/<a\b[^>]*\bhref="(?:tel|mailto):[^"]*"[^>]*>/g)].map(([tag]) => tag);
    const inputs = [...page.matchAll(/<input\b[^>]*\btype="(?:email|tel)"[^>]*>/g)].map(([tag]) => tag);
    expect(addresses.length).toBeGreaterThanOrEqual(2);
    expect(inputs.length).toBeGreaterThanOrEqual(1);
    for (const tag of [...addresses, ...inputs]) expect(attribute(tag, 'dir'), tag).toBe('ltr');
  });

  it('never makes an English page download the Arabic typeface', () => {
    for (const path of english) expect(html(path), path).not.toMatch(ARABIC_FONT);
    expect(readFileSync(join(DIST, '404.html'), 'utf8')).not.toMatch(ARABIC_FONT);
    // No stylesheet declares it: only the Arabic pages' heads list its faces, for their script.
    const css = readdirSync(join(DIST, 'assets')).filter((name) => name.endsWith('.css'));
    for (const name of css)
      expect(readFileSync(join(DIST, 'assets', name), 'utf8'), name).not.toMatch(ARABIC_FONT);
  });

  it('writes the blog feed in Arabic beside the English one', () => {
    const feed = readFileSync(join(DIST, 'ar/blog/feed.xml'), 'utf8');
    expect(feed).toContain('<language>ar</language>');
    const links = [...feed.matchAll(/<link>([^<]*)<\/link>/g)].map(([, link = '']) => pathOfUrl(link));
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link).toMatch(/^\/ar\//);
    expect(readFileSync(join(DIST, 'blog/feed.xml'), 'utf8')).toContain('<language>en</language>');
  });

  it('names the blog’s categories in Arabic on the Arabic blog, and in English on the English one', () => {
    const buttons = (page: string) =>
      [...html(page).matchAll(/<button\b[^>]*aria-pressed="[^"]*"[^>]*>([\s\S]*?)<\/button>/g)].map(
        ([, inner = '']) => inner.replace(/<[^>]+>/g, '').trim(),
      );
    expect(buttons('/ar/blog')).toContain('الأمن السيبراني');
    expect(buttons('/ar/blog')).not.toContain('Cybersecurity');
    expect(buttons('/blog')).toContain('Cybersecurity');
  });
});
