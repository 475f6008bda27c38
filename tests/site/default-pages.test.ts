// @vitest-environment jsdom
/**
 * What a visitor sees when the owner has changed nothing: the prerendered pages of the production
 * build (run `npm run build` first; skipped without one) show the spec's default settings. Each
 * entity's defaults are checked where they appear, not restated from its schema file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIST = join(process.cwd(), process.env.DIST_DIR ?? 'dist');
const built = existsSync(join(DIST, 'index.html')) && existsSync(join(DIST, 'careers/index.html'));

/** The prerendered page at `path`, parsed. */
function page(path: string): Document {
  const file = join(DIST, path, 'index.html');
  return new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');
}
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const links = (root: ParentNode, selector = 'a') =>
  [...root.querySelectorAll<HTMLAnchorElement>(selector)].map((a) => [text(a), a.getAttribute('href')]);

describe.skipIf(!built)('the built site on default settings (dist/ after `npm run build`)', () => {
  it('header: the logo spells CONNECTIA with its tagline; the navigation reaches every main page', () => {
    const header = page('/').querySelector('header');
    expect(text(header?.querySelector('.cp-logo__word'))).toBe('CONNECTIA');
    expect(text(header?.querySelector('.cp-logo__tagline'))).toBe('Connecting People Solutions');
    const hrefs = links(header as Element, 'nav[aria-label="Main"] a').map(([, href]) => href);
    for (const href of ['/', '/about', '/services', '/portfolio', '/careers', '/blog'])
      expect(hrefs).toContain(href);
    expect(links(header as Element, '.cp-header__contact')).toEqual([['Contact', '/contact']]);
  });

  it('footer: the service and company links, three social links and the 2024 copyright', () => {
    const footer = page('/about').querySelector('footer') as Element;
    expect(links(footer, 'nav[aria-labelledby="footer-services"] a')).toEqual([
      ['Web Development', '/services/web-development'],
      ['Mobile Apps', '/services/mobile-apps'],
      ['Cloud Services', '/services/cloud'],
      ['AI & ML', '/services/ai-ml'],
    ]);
    expect(links(footer, 'nav[aria-labelledby="footer-company"] a')).toEqual([
      ['About Us', '/about'],
      ['Careers', '/careers'],
      ['Portfolio', '/portfolio'],
      ['Contact', '/contact'],
    ]);
    const social = [...footer.querySelectorAll('.cp-footer__social a')].map((a) =>
      a.getAttribute('aria-label'),
    );
    expect(social).toEqual([
      'Connectia on LinkedIn (opens in a new tab)',
      'Connectia on Twitter (opens in a new tab)',
      'Connectia on GitHub (opens in a new tab)',
    ]);
    expect(text(footer.querySelector('.cp-footer__copyright'))).toContain('2024');
  });

  it('heroes: home, about and careers titles and their calls to action', () => {
    const home = page('/');
    expect(text(home.querySelector('h1'))).toBe('Connecting People & Solutions');
    expect(links(home, '#home-hero a.cp-button')).toEqual([['Get Started', '/contact']]);
    expect(text(page('/about').querySelector('h1'))).toBe('About Connectia');
    const careers = page('/careers');
    expect(text(careers.querySelector('h1'))).toBe('Join Our Team');
    expect(links(careers, '#careers-hero a.cp-button')).toEqual([['Apply Today', '#application-form']]);
  });

  it('about: three leaders in Dubai with their roles', () => {
    const cards = [...page('/about').querySelectorAll('[data-testid="leader-card"]')];
    expect(cards.map((card) => text(card.querySelector('.cp-leader__role')))).toEqual([
      'Founder & COO',
      'Co-Founder & CTO',
      'Head of Business Development',
    ]);
    for (const card of cards) expect(text(card)).toContain('Dubai, UAE');
  });

  it('careers: three benefits, the six open positions, and those plus Other in the form', () => {
    const careers = page('/careers');
    expect([...careers.querySelectorAll('#benefits h3')].map(text)).toEqual([
      'Health & Wellness',
      'Remote Work',
      'Learning & Development',
    ]);
    const titles = [...careers.querySelectorAll('[data-testid="job-card"] h3')].map(text);
    expect(titles).toHaveLength(6);
    const options = [...careers.querySelectorAll('select[name="position"] option')].map(text);
    expect(options.slice(1)).toEqual([...titles, 'Other']);
  });

  it('investment: raising a Series B of $25M, $15M raised, from $100K', () => {
    const investment = page('/investment');
    expect(text(investment.querySelector('#investment-hero, .cp-hero'))).toContain('Now raising: Series B');
    const details = text(investment.querySelector('#investment-details'));
    for (const figure of ['$25M', '$15M', '$100K']) expect(details).toContain(figure);
  });
  it("every icon on a page is drawn: each <use> names a symbol of the page's own icon sprite, or of the detail icons' file", () => {
    let detailIcons = 0;
    for (const path of ['/', '/about', '/contact', '/careers', '/services/cloud', '/admin']) {
      const doc = page(path);
      const uses = [...doc.querySelectorAll('#root use')].map((use) => String(use.getAttribute('href')));
      if (path !== '/admin') expect(uses.length).toBeGreaterThan(3);
      for (const href of uses) {
        const [file = '', id = ''] = href.split('#');
        if (file) {
          expect(file, `${path}: ${href}`).toMatch(/^\/assets\/detail-icons-[\w-]+\.svg$/);
          const sprite = new DOMParser().parseFromString(
            readFileSync(join(DIST, file), 'utf8'),
            'image/svg+xml',
          );
          expect(sprite.getElementById(id)?.tagName, `${path}: ${href}`).toBe('symbol');
          detailIcons += 1;
          continue;
        }
        const symbol = doc.getElementById(id);
        expect(symbol?.tagName.toLowerCase(), `${path}: ${href}`).toBe('symbol');
        expect(symbol?.querySelector('path')?.getAttribute('d')).toBeTruthy();
      }
      // One sprite, outside the root React hydrates.
      expect(doc.querySelectorAll('svg > symbol#icon-arrowRight')).toHaveLength(1);
      expect(doc.querySelector('#root symbol')).toBeNull();
    }
    expect(detailIcons).toBeGreaterThan(3);
  });
});
