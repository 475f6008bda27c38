/**
 * A published hero photo is the page's LCP element. The prerendered page preloads exactly
 * the size its <img> will choose (imagesrcset/imagesizes), with high priority; the <img> itself
 * carries srcset, sizes, width, height and the focal point. The markup is the real PageHero's.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHero } from '@/components/ui/PageHero';
import type { ImageValue } from '@/schema-kit/image-value';
import { heroImagePreload } from '../../scripts/hero-preload.mjs';

const base = 'https://x.supabase.co/storage/v1/object/public/site-media';
const photo: ImageValue = {
  src: `${base}/c.webp`,
  alt: 'The team in the Dubai office',
  width: 1600,
  height: 1067,
  variants: [
    { src: `${base}/a.webp`, width: 480, height: 320 },
    { src: `${base}/b.webp`, width: 960, height: 640 },
    { src: `${base}/c.webp`, width: 1600, height: 1067 },
  ],
  placeholder: '#3a2a50',
  focal: { x: 0.25, y: 0.4 },
};

const page = (image?: ImageValue) =>
  renderToString(
    <main>
      <PageHero
        title="Connecting People"
        backgroundImage={image}
        aside={<img src="data:image/svg+xml,x" alt="" />}
      />
      <img src="/images/later.png" alt="" loading="lazy" />
    </main>,
  );

describe('the hero photo in prerendered HTML', () => {
  it('is a real <img> with srcset, sizes, intrinsic size, focal point and high priority, and is preloaded', () => {
    const body = page(photo);
    // HTML attribute names ignore case; React writes srcSet and fetchPriority.
    const img = (/<img[^>]*cp-hero__photo[^>]*>/.exec(body)?.[0] ?? '').toLowerCase();
    expect(img).toContain(`srcset="${base}/a.webp 480w, ${base}/b.webp 960w, ${base}/c.webp 1600w"`);
    expect(img).toContain('sizes="100vw"');
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="1067"');
    expect(img).toContain('fetchpriority="high"');
    expect(img).not.toContain('loading="lazy"');
    expect(img).toContain('object-position:25% 40%');
    expect(img).toContain('alt="the team in the dubai office"');
    expect(heroImagePreload(body, '')).toEqual([
      '<link rel="preconnect" href="https://x.supabase.co" />',
      `<link rel="preload" as="image" href="${base}/c.webp" imagesrcset="${base}/a.webp 480w, ${base}/b.webp 960w, ${base}/c.webp 1600w" imagesizes="100vw" fetchpriority="high" />`,
    ]);
  });

  it('the preload React hoists into the head is not repeated', async () => {
    const { splitHoisted } = await import('@/entry-prerender');
    const { head, body } = splitHoisted(
      renderToString(<PageHero title="Connecting People" backgroundImage={photo} />),
    );
    const tags = head.join('\n').toLowerCase();
    expect(tags).toContain(`imagesrcset="${base}/a.webp 480w, ${base}/b.webp 960w, ${base}/c.webp 1600w"`);
    expect(tags).toContain('imagesizes="100vw"');
    expect(heroImagePreload(`<main>${body}</main>`, head.join('\n'))).toEqual([
      '<link rel="preconnect" href="https://x.supabase.co" />',
    ]);
  });

  it('a decorative photo has empty alt text', () => {
    expect(page({ ...photo, decorative: true })).toMatch(
      /<img[^>]*alt=""[^>]*cp-hero__photo|<img[^>]*cp-hero__photo[^>]*alt=""/,
    );
  });

  it('without a photo nothing is preloaded: an inline illustration needs no request, a lazy image waits', () => {
    expect(heroImagePreload(page(), '')).toEqual([]);
    expect(heroImagePreload('<main><img src="/a.png" alt="" /></main>', '')).toEqual([
      '<link rel="preload" as="image" href="/a.png" fetchpriority="high" />',
    ]);
  });
});
