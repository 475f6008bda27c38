// @vitest-environment jsdom
/**
 * Every RSS feed the build writes is valid as a feed reader and the W3C feed validator read it. That
 * validator is a Python service this test cannot reach, so its rules for RSS 2.0 are written here as
 * assertions: well-formed XML; a channel with title, link and description; the feed's own address
 * as atom:link rel="self"; the language of the pages it lists; dates in RFC 822; each item's guid;
 * and each enclosure's absolute url, its MIME type, and its length equal to the file's byte size.
 * Reads the production build (run `npm run build` first; skipped without one).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { latinWordsOutsideNames } from '../../content/latin-names';

const DIST = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const built = existsSync(join(DIST, 'index.html'));

function feedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : feedFiles(path);
    return name === 'feed.xml' ? [path] : [];
  });
}

/** RFC 822 dates as RSS 2.0 uses them (four-digit years allowed), e.g. `Tue, 12 Mar 2024 09:00:00 GMT`. */
const RFC_822 =
  /^(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), )?\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}(?::\d{2})? (?:GMT|UT|[ECMP][SD]T|[+-]\d{4})$/;
const IMAGE_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};
const ATOM = 'http://www.w3.org/2005/Atom';

const feeds = built ? feedFiles(DIST) : [];

describe.skipIf(!built)('the built RSS feeds (dist/ after `npm run build`)', () => {
  it('exist in every language', () => {
    expect(feeds.map((file) => relative(DIST, file)).sort()).toEqual(['ar/blog/feed.xml', 'blog/feed.xml']);
  });

  it.each(feeds.map((file) => [relative(DIST, file), file]))('%s follows the RSS 2.0 rules', (name, file) => {
    const xml = readFileSync(file, 'utf8');
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0);

    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channels = [...rss.children].filter((child) => child.tagName === 'channel');
    expect(channels).toHaveLength(1);
    const channel = channels[0] as Element;
    const own = (parent: Element, tag: string) => [...parent.children].filter((c) => c.tagName === tag);
    const textOf = (parent: Element, tag: string) => own(parent, tag)[0]?.textContent?.trim() ?? '';

    for (const required of ['title', 'link', 'description']) {
      expect(own(channel, required), `channel <${required}>`).toHaveLength(1);
      expect(textOf(channel, required), `channel <${required}>`).not.toBe('');
    }
    const site = new URL(textOf(channel, 'link'));
    expect(site.protocol).toMatch(/^https?:$/);

    const locale = name.startsWith('ar/') ? 'ar' : 'en';
    expect(textOf(channel, 'language'), 'the language of the pages it lists').toBe(locale);
    if (locale === 'ar') {
      for (const tag of ['title', 'description'])
        expect(latinWordsOutsideNames(textOf(channel, tag)), `channel <${tag}> in Arabic`).toEqual([]);
    }
    expect(site.pathname.startsWith('/ar/'), 'the channel links the pages in its language').toBe(
      locale === 'ar',
    );

    const self = [...channel.getElementsByTagNameNS(ATOM, 'link')].filter(
      (link) => link.getAttribute('rel') === 'self',
    );
    expect(self, 'atom:link rel="self"').toHaveLength(1);
    expect(self[0]?.getAttribute('href')).toBe(`${site.origin}/${name}`);
    expect(self[0]?.getAttribute('type')).toBe('application/rss+xml');

    for (const tag of ['lastBuildDate', 'pubDate']) {
      const value = textOf(channel, tag);
      if (value) expect(value, `channel <${tag}>`).toMatch(RFC_822);
    }

    const items = own(channel, 'item');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const link = textOf(item, 'link');
      expect(
        textOf(item, 'title') || textOf(item, 'description'),
        'an item has a title or description',
      ).not.toBe('');
      expect(new URL(link).origin).toBe(site.origin);
      const guid = own(item, 'guid')[0];
      expect(guid?.textContent?.trim(), `${link}: guid`).toBeTruthy();
      if (guid?.getAttribute('isPermaLink') !== 'false')
        expect(() => new URL(guid?.textContent ?? '')).not.toThrow();
      const pubDate = textOf(item, 'pubDate');
      expect(pubDate, `${link}: pubDate`).toMatch(RFC_822);
      expect(Number.isNaN(Date.parse(pubDate)), `${link}: pubDate is a date`).toBe(false);

      for (const enclosure of own(item, 'enclosure')) {
        const url = new URL(enclosure.getAttribute('url') ?? '');
        expect(url.protocol, `${link}: enclosure url`).toMatch(/^https?:$/);
        const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
        expect(enclosure.getAttribute('type'), `${link}: enclosure type`).toBe(IMAGE_TYPES[extension]);
        const length = enclosure.getAttribute('length') ?? '';
        expect(length, `${link}: enclosure length`).toMatch(/^[1-9]\d*$/);
        if (url.origin === site.origin) {
          const served = join(DIST, decodeURIComponent(url.pathname));
          expect(Number(length), `${link}: enclosure length is ${url.pathname}'s size`).toBe(
            statSync(served).size,
          );
        }
      }
    }
  });

  it.each([
    ['blog', 'Connectia Blog', 'blog/feed.xml'],
    ['ar/blog', 'مدونة Connectia', 'ar/blog/feed.xml'],
    ['ar/blog/ci-cd-basics', 'مدونة Connectia', 'ar/blog/feed.xml'],
  ])('%s/ announces its feed by its title in the page language', (page, title, feedPath) => {
    const html = readFileSync(join(DIST, page, 'index.html'), 'utf8');
    const head = new DOMParser().parseFromString(html, 'text/html').head;
    const feed = head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('title')).toBe(title);
    expect(new URL(feed?.getAttribute('href') ?? '').pathname).toBe(`/${feedPath}`);
  });
});
