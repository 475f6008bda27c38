/**
 * Every public route is served as static HTML holding the page's content and head tags,
 * and hydrates without errors; unknown paths get the 404 page with status 404; /admin stays an SPA;
 * settings stored in the browser apply after hydration without layout shift.
 */
import { expect, type Page, test } from '@playwright/test';
import { waitForRememberedFaces } from '../support/fonts';

/**
 * The product spec's route table: the oracle these tests check the build against. The build's own
 * list comes from the route tree (src/app/public-routes.ts); a page added there needs no change here.
 */
const STATIC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/portfolio',
  '/careers',
  '/blog',
  '/contact',
  '/investment',
];
const SERVICE_SLUGS = ['web-development', 'mobile-apps', 'cloud', 'ai-ml', 'digital-transformation'];
const PORTFOLIO_SLUGS = [
  'api-solutions',
  'system-integration',
  'connectivity-services',
  'business-outsourcing',
  'managed-services',
  'cloud-services',
  'iot-digital-services',
  'cybersecurity-integration',
  'evoucher-system',
  'distribution-solution',
  'solar-solutions',
  'water-management',
  'green-energy',
  'smart-infrastructure',
  'environmental-consulting',
  'facility-management',
];
const ROUTES = [
  ...STATIC_ROUTES,
  ...SERVICE_SLUGS.map((slug) => `/services/${slug}`),
  ...PORTFOLIO_SLUGS.map((slug) => `/portfolio/${slug}`),
];

/** Phrases the product spec puts on a page; the static HTML must already hold them. */
const CONTENT: Record<string, string[]> = {
  '/': ['Get Started', 'Explore All Services'],
  '/services': ['Discovery', 'Planning', 'Execution', 'Support'],
  '/portfolio': ['Projects Completed', 'Happy Clients'],
  '/contact': ['Contact Us', 'Monday'],
  '/investment': ['Technology Innovation', 'Sustainable Solutions', 'Global Expansion'],
  '/services/web-development': ['Custom Web Development', 'Responsive Web Design'],
  '/services/cloud': ['Cloud Migration', 'Cloud Security', 'Cloud Optimization'],
  '/portfolio/api-solutions': ['REST API Development', 'GraphQL Solutions', 'Microservices'],
  '/portfolio/smart-infrastructure': ['Smart Building Management', 'Intelligent Transportation'],
  '/portfolio/facility-management': ['Building Maintenance', 'HVAC Management'],
};

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
const attr = (html: string, pattern: RegExp) => {
  const match = pattern.exec(html);
  return match ? decode(match[1] ?? '') : undefined;
};
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** Collects console errors and uncaught exceptions (React reports hydration mismatches as errors). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The 404 page's own document request is expected to fail.
    if (message.text().includes('status of 404')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);

test.describe('static HTML (no JavaScript)', () => {
  for (const path of ROUTES) {
    test(`${path} holds its content and head tags`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      const head = headOf(html);
      const root = html.slice(html.indexOf('<div id="root"'));

      // Content: an h1, a main landmark with real text, the spec's phrases.
      const h1 = attr(root, /<h1\b[^>]*>([\s\S]*?)<\/h1>/);
      expect(h1 && textOf(h1).trim().length, 'h1 text').toBeGreaterThan(2);
      const main = attr(root, /<main\b[^>]*>([\s\S]*)<\/main>/);
      expect(main, '<main>').toBeTruthy();
      expect(textOf(main ?? '').length, 'main text').toBeGreaterThan(150);
      for (const phrase of CONTENT[path] ?? []) expect(textOf(root)).toContain(phrase);

      // Head: exactly one title and description, canonical, Open Graph, Twitter card.
      expect(count(head, /<title>/g)).toBe(1);
      expect(count(head, /<meta name="description"/g)).toBe(1);
      expect(count(html.slice(head.length), /<title>|<meta |rel="canonical"/g), 'no head tags in body').toBe(
        0,
      );
      const title = attr(head, /<title>([^<]*)<\/title>/);
      expect(title).toMatch(/Connectia/);
      const description = attr(head, /<meta name="description" content="([^"]*)"/);
      expect(description?.length ?? 0).toBeGreaterThan(30);
      const canonical = attr(head, /<link rel="canonical" href="([^"]*)"/);
      expect(canonical).toMatch(/^https?:\/\/[^/]+/);
      expect(new URL(canonical ?? '').pathname).toBe(path);
      expect(attr(head, /<meta property="og:title" content="([^"]*)"/)).toBe(title);
      expect(attr(head, /<meta property="og:description" content="([^"]*)"/)).toBe(description);
      expect(attr(head, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
      expect(attr(head, /<meta property="og:type" content="([^"]*)"/)).toBeTruthy();
      const image = attr(head, /<meta property="og:image" content="([^"]*)"/);
      expect(image).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
      expect(attr(head, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
      // The image is self-hosted: served by this site under the same path.
      const served = await request.get(new URL(new URL(image ?? '').pathname, baseURL).href);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/png');
      expect(html).toMatch(/<html [^>]*data-mantine-color-scheme="light"/);
    });
  }

  test('every image reserves the shape it will fill, so nothing jumps when it loads', async ({
    page,
    request,
  }) => {
    // A width/height pair whose ratio differs from the file's makes the box resize on load (layout shift).
    const sized = new Map<string, { src: string; width: number; height: number; route: string }>();
    for (const path of ROUTES) {
      const html = await (await request.get(path)).text();
      for (const tag of html.match(/<img\b[^>]*>/g) ?? []) {
        // Inline illustrations are data: URLs, HTML-escaped in the attribute.
        const src = attr(tag, /\ssrc="([^"]*)"/)
          ?.replaceAll('&#x27;', "'")
          .replaceAll('&quot;', '"')
          .replaceAll('&amp;', '&');
        const width = Number(attr(tag, /\swidth="(\d+)"/));
        const height = Number(attr(tag, /\sheight="(\d+)"/));
        if ((src?.startsWith('/') || src?.startsWith('data:image/svg+xml,')) && width && height)
          sized.set(`${src} ${width}x${height}`, { src, width, height, route: path });
      }
    }
    expect(sized.size).toBeGreaterThan(10);
    await page.goto('/robots.txt');
    const natural = await page.evaluate(
      (srcs) =>
        Promise.all(
          srcs.map(async (src) => {
            const image = new Image();
            image.src = src;
            await image.decode();
            return [src, image.naturalWidth / image.naturalHeight] as const;
          }),
        ),
      [...new Set([...sized.values()].map(({ src }) => src))],
    );
    const ratioOf = new Map(natural);
    const wrong = [...sized.values()]
      .filter(({ src, width, height }) => {
        const ratio = ratioOf.get(src) ?? 0;
        return Math.abs(width / height - ratio) / ratio > 0.01;
      })
      .map(({ src, width, height, route }) => `${src.slice(0, 60)} ${width}x${height} on ${route}`);
    expect(wrong).toEqual([]);
  });

  test('the static page is painted before its scripts, its route stylesheets and the Inter web font are fetched', async ({
    page,
  }) => {
    const late: string[] = [];
    page.on('request', async (request) => {
      if (!/\.(css|woff2)$/.test(request.url())) return;
      const loaded = await page.evaluate(() => document.readyState === 'complete').catch(() => true);
      if (!loaded) late.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    expect(late, 'requested before the load event').toEqual([]);
    // Nor is any script: every stylesheet, font and script of the site starts after the first
    // contentful paint reached the screen (the paint's own time, as Lighthouse reads it).
    const early = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (!paint) return ['no first-contentful-paint entry'];
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith(location.origin) && /\.(js|css|woff2)$/.test(entry.name))
        .filter((entry) => entry.startTime < paint.startTime)
        .map(
          (entry) =>
            `${entry.name} at ${entry.startTime.toFixed(1)} ms, first paint at ${paint.startTime.toFixed(1)} ms`,
        );
    });
    expect(early, 'fetched before the first contentful paint').toEqual([]);
    // The entry stylesheet is inlined whole and never linked again (a stylesheet added to the painted
    // page would restyle and lay it out again); Inter is fetched for the next page.
    await expect(page.locator('style[data-entry-css]')).toHaveCount(1);
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/index-"]')).toHaveCount(0);
    await waitForRememberedFaces(page, 1);
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
  });

  test('the home page carries Organization JSON-LD', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const json = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    const data = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Organization');
    expect(data.name).toBe('Connectia');
  });

  test('an unknown path gets the not-found page with status 404', async ({ request }) => {
    for (const path of ['/no-such-page', '/services/tech-manpower', '/portfolio/nothing/here']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(textOf(html)).toContain('Oops! Page not found');
      expect(html).toContain('<meta name="robots" content="noindex"');
    }
  });

  test('/admin and /admin/login are served the SPA shell, not a prerendered page', async ({ request }) => {
    for (const path of ['/admin', '/admin/login']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script type="module"');
    }
  });

  test('sitemap.xml lists every public route and robots.txt points at it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(locs).toEqual(expect.arrayContaining(ROUTES));
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toContain('/admin');

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toContain('text/plain');
    const text = await robots.text();
    const sitemapUrl = /^Sitemap:\s*(\S+)$/m.exec(text)?.[1];
    expect(new URL(sitemapUrl ?? '').pathname).toBe('/sitemap.xml');
    expect(new URL(sitemapUrl ?? '').origin).toBe(new URL(xml.match(/<loc>([^<]+)</)?.[1] ?? '').origin);
    expect(text).toMatch(/^Disallow: \/admin$/m);
  });

  test('icons and the web manifest are served', async ({ request }) => {
    for (const [path, type] of [
      ['/favicon.svg', 'image/svg+xml'],
      ['/favicon-32.png', 'image/png'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icon-192.png', 'image/png'],
      ['/icon-512.png', 'image/png'],
      ['/site.webmanifest', 'application/manifest+json'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
    }
  });

  test("the browser fetches the brand's PNG for the tab's icon, in both languages", async ({ browser }) => {
    // An SVG icon is drawn by the page's own renderer as a document of its own (its text shaped,
    // its fonts looked up) while the page loads: 10-20 ms of main-thread work on every load.
    for (const path of ['/', '/ar/contact']) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        const iconRequest = page.waitForRequest((request) =>
          /\/(favicon|icon)[^/]*$/.test(new URL(request.url()).pathname),
        );
        await page.goto(path);
        const icon = await iconRequest;
        expect(new URL(icon.url()).pathname, path).toBe('/favicon-32.png');
        const response = await icon.response();
        expect(response?.status(), path).toBe(200);
        expect(response?.headers()['content-type'], path).toContain('image/png');
      } finally {
        await context.close();
      }
    }
  });

  test("the page's line icons are drawn as lines in their text's colour, and the testimonials' stars filled", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of ['/', '/ar/']) {
        await page.goto(path);
        const icons = await page.locator('svg.cp-icon').evaluateAll((svgs) =>
          svgs.map((svg) => {
            const style = getComputedStyle(svg);
            return { fill: style.fill, stroke: style.stroke, width: style.strokeWidth, color: style.color };
          }),
        );
        expect(icons.length, path).toBeGreaterThan(20);
        const stars = icons.filter((icon) => icon.fill === 'rgb(180, 83, 9)');
        expect(stars.length, `${path}: the testimonials' stars`).toBeGreaterThanOrEqual(5);
        for (const star of stars) expect(star.stroke).toBe('rgb(180, 83, 9)');
        for (const icon of icons.filter((icon) => !stars.includes(icon)))
          expect(icon, path).toEqual({ fill: 'none', stroke: icon.color, width: '2px', color: icon.color });
      }
    } finally {
      await context.close();
    }
  });
});

test.describe('hydration', () => {
  // One test per page, so no single test holds 30 pages' screenshots on a busy machine. The page is
  // loaded with its scripts once: that load is the hydration check and names the stylesheets the
  // route chunks bring.
  for (const path of [...ROUTES, '/no-such-page']) {
    test(`${path} hydrates without errors, and its inlined critical CSS draws it as the full stylesheets do`, async ({
      browser,
    }) => {
      const styled = await browser.newPage();
      const errors = watchErrors(styled);
      await styled.goto(path);
      await hydrated(styled);
      // Let the loaders re-run on the browser's storage, and any late errors surface.
      await styled.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      // Exactly one set of head tags once React owns the head.
      const head = styled.locator('head');
      const found = path === '/no-such-page' ? 0 : 1;
      await expect(head.locator('title')).toHaveCount(1);
      await expect(head.locator('meta[name="description"]')).toHaveCount(found);
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(found);
      await expect(head.locator('meta[property="og:title"]')).toHaveCount(found);
      await expect(styled.locator('h1').first()).toBeVisible();
      // The stylesheets the page holds once its scripts have run: the entry's, inlined, and the ones
      // its route chunks bring.
      const sheets = await styled.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
      );
      await styled.close();
      expect(sheets.length, 'the route chunks bring stylesheets').toBeGreaterThan(0);

      // Without JavaScript the page has only the CSS the prerender inlined; then the stylesheets are
      // linked as well, on the same page. Web fonts are blocked, so only the CSS rules differ.
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 1280, height: 800 },
      });
      try {
        const page = await context.newPage();
        await page.route(/\.woff2$/, (route) => route.abort());
        // Parts below the fold are drawn only near the viewport (content-visibility: auto), and a
        // full-page screenshot grows the viewport while it captures: everything is drawn in full here,
        // in both shots, so the two compare the CSS rules and not the moment each part was drawn.
        await page.route(path, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(
            '</head>',
            '<style>*{content-visibility:visible!important}</style></head>',
          );
          await route.fulfill({ response, body: html });
        });
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        const critical = await page.screenshot({ fullPage: true });
        // The page runs no script of its own: the links are added from the test's side, and their
        // load is read from each link's sheet (load events reach no listener with scripts off).
        await page.evaluate((hrefs) => {
          for (const href of hrefs) {
            const link = document.createElement('link');
            link.rel = 'stylesheet';
            link.href = href;
            document.head.append(link);
          }
        }, sheets);
        await expect
          .poll(() =>
            page.evaluate(() =>
              [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
                (link) => link.sheet !== null,
              ),
            ),
          )
          .toBe(true);
        await page.evaluate(() => document.fonts.ready);
        const full = await page.screenshot({ fullPage: true });
        expect(full.equals(critical), `${path}: the critical CSS alone draws the page differently`).toBe(
          true,
        );
      } finally {
        await context.close();
      }
    });
  }

  test('client navigation between prerendered pages keeps one set of head tags', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/services');
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.locator('a[href="/contact"]').first().click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(await page.evaluate(() => '__samePage' in window), 'no full reload').toBe(true);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/contact$/);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the not-found page renders in the browser for an unknown path', async ({ page }) => {
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  test('/admin/login works as an SPA route', async ({ page }) => {
    const errors = watchErrors(page);
    const response = await page.goto('/admin/login');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByLabel('Admin Email Address')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a header colour stored in the browser applies after hydration without layout shift', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      window.localStorage.setItem('connectia:header', JSON.stringify({ colors: { background: '#123456' } }));
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const html = await (await page.request.get('/')).text();
    expect(html).not.toContain('#123456');
    await page.goto('/');
    await hydrated(page);
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('background-color', 'rgb(18, 52, 86)');
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThanOrEqual(0.02);
    expect(errors).toEqual([]);
  });
});
