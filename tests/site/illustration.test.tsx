/**
 * A page draws an illustration field as its loader resolved it: a bundled illustration is inlined
 * byte for byte as the detail pages inline their art today (svgDataUrl of the SVG), drawn as the
 * hero's <img> is; a photo stays as published and is drawn by ResponsiveImage in the same box.
 */
import { DETAIL_ART_NAMES } from '@content/art/detail-art-names';
import { svgDataUrl } from '@content/art/inline-svg';
import { SOLUTION_SEEDS } from '@content/portfolio-detail';
import { SERVICE_SEEDS } from '@content/services-detail';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { resolveIllustration } from '@/app/illustrations';
import { Illustration } from '@/components/ui/Illustration';
import type { ImageValue } from '@/schema-kit/image-value';

const RAW = import.meta.glob<string>('../../content/art/detail/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const rawOf = (name: string) => RAW[`../../content/art/detail/${name}.svg`] as string;

const base = 'https://x.supabase.co/storage/v1/object/public/site-media';
const PHOTO: ImageValue = {
  src: `${base}/b.webp`,
  alt: 'Our engineers at work',
  width: 960,
  height: 640,
  variants: [
    { src: `${base}/a.webp`, width: 480, height: 320 },
    { src: `${base}/b.webp`, width: 960, height: 640 },
  ],
  placeholder: '#223344',
  focal: { x: 0.2, y: 0.7 },
};

describe('resolveIllustration', () => {
  it.each(DETAIL_ART_NAMES)('inlines art:%s as svgDataUrl of its SVG, keeping the alt text', async (name) => {
    const resolved = await resolveIllustration({ src: `art:${name}`, alt: 'A picture' });
    expect(resolved).toEqual({ src: svgDataUrl(rawOf(name)), alt: 'A picture' });
  });

  it('inlines it as an <img> attribute can carry it: the SVG escaped, its quotes single', async () => {
    const { src } = await resolveIllustration({ src: 'art:cloud', alt: 'A cloud' });
    expect(src).toMatch(
      /^data:image\/svg\+xml,%3Csvg%20xmlns='http:\/\/www\.w3\.org\/2000\/svg'%20viewBox='0%200%20480%20360'%20fill='none'%3E%3Ctitle%3ECloud%20connected%20to%20servers%20and%20a%20padlock%3C\/title%3E/,
    );
    expect(src).not.toMatch(/["<>#\s]/);
  });

  it("gives each of the 21 service and solution pages' heroes the data: URL of the art it names", async () => {
    const pages = [...SERVICE_SEEDS, ...SOLUTION_SEEDS];
    expect(pages).toHaveLength(21);
    for (const page of pages) {
      const hero = (page.sections ?? []).find((section) => section.kind === 'hero');
      const image = hero?.kind === 'hero' && typeof hero.image === 'object' ? hero.image : undefined;
      const name = (image?.src ?? '').replace(/^art:/, '');
      expect(DETAIL_ART_NAMES, `${page.slug} names bundled art`).toContain(name);
      const resolved = await resolveIllustration({ src: image?.src ?? '', alt: image?.alt ?? '' });
      expect(resolved).toEqual({ src: svgDataUrl(rawOf(name)), alt: image?.alt });
    }
  });

  it('leaves a photo, and no picture, as they are', async () => {
    expect(await resolveIllustration(PHOTO)).toEqual(PHOTO);
    expect(await resolveIllustration({ src: '', alt: '' })).toEqual({ src: '', alt: '' });
  });

  it('makes art the site no longer bundles no picture rather than a broken one', async () => {
    expect(await resolveIllustration({ src: 'art:unicorn', alt: 'x' })).toEqual({ src: '', alt: 'x' });
  });
});

describe('<Illustration>', () => {
  it("draws inlined art exactly as the detail hero's <img> is drawn", async () => {
    const art = await resolveIllustration({ src: 'art:cloud', alt: 'A cloud' });
    const today = renderToStaticMarkup(
      <img className="dp-hero-art" src={art.src} alt={art.alt} width={480} height={360} />,
    );
    expect(
      renderToStaticMarkup(<Illustration image={art} width={480} height={360} className="dp-hero-art" />),
    ).toBe(today);
  });

  it('draws a picture the site serves itself (a fixed page section’s default) as that page always drew it', () => {
    const picture = {
      src: '/images/services/cloud.svg',
      alt: 'Illustration of a cloud connected to servers',
    };
    expect(
      renderToStaticMarkup(
        <Illustration image={picture} width={480} height={320} className="cp-rounded-image" lazy />,
      ),
    ).toBe(
      renderToStaticMarkup(
        <img
          src={picture.src}
          alt={picture.alt}
          width={480}
          height={320}
          loading="lazy"
          className="cp-rounded-image"
        />,
      ),
    );
    expect(renderToStaticMarkup(<Illustration image={picture} width={480} height={320} />)).not.toContain(
      'loading',
    );
  });

  it('draws a photo with its sizes, cropped to the same box around its focal point', () => {
    const html = renderToStaticMarkup(
      <Illustration image={PHOTO} width={480} height={360} className="dp-hero-art" priority />,
    );
    expect(html).toContain(`srcSet="${base}/a.webp 480w, ${base}/b.webp 960w"`);
    expect(html).toContain('sizes="(min-width: 480px) 480px, 100vw"');
    expect(html).toContain('class="dp-hero-art"');
    expect(html).toContain('alt="Our engineers at work"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toMatch(/style="[^"]*object-fit:cover;object-position:20% 70%[^"]*aspect-ratio:480 \/ 360/);
    const lazy = renderToStaticMarkup(<Illustration image={PHOTO} width={480} height={360} sizes="50vw" />);
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toContain('sizes="50vw"');
  });

  it('draws nothing for no picture or an unresolved one', () => {
    expect(renderToStaticMarkup(<Illustration image={{ src: '', alt: '' }} width={480} height={360} />)).toBe(
      '',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      renderToStaticMarkup(<Illustration image={{ src: 'art:cloud', alt: 'x' }} width={480} height={360} />),
    ).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('resolve "art:cloud" in the page\'s loader'));
    warn.mockRestore();
  });
});
