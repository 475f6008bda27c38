import { existsSync } from 'node:fs';
import { ARTICLE_SEEDS } from '@content/articles';
import { BLOG_CATEGORIES } from '@content/blog';
import { CASE_STUDY_SEEDS } from '@content/case-studies';
import { SOLUTION_SEEDS } from '@content/portfolio-detail';
import { plainText, type RichTextDoc } from '@content/rich-text';
import leadership from '@schemas/leadership';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '@/app/create-router';
import { listPublicPaths } from '@/app/public-routes';
import { createRouterContext } from '@/app/router-context';
import { parseHref } from '@/components/ui/href';
import { defaultsOf } from '@/schema-kit/entity';
import { isSafeHref } from '@/schema-kit/safe-url';
import { SettingsStore } from '@/storage/settings-store';
import { contactInquiry as inquiryFor } from '../support/site-text';

/** The default articles and case studies a first visitor reads. */

const SEEDS = [...ARTICLE_SEEDS, ...CASE_STUDY_SEEDS];
const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

interface AnyNode {
  type: string;
  marks?: readonly { type: string; attrs?: { href?: string } }[];
  content?: readonly AnyNode[];
  attrs?: { level?: number };
}

function linksIn(node: AnyNode): string[] {
  const own = (node.marks ?? []).flatMap((mark) =>
    mark.type === 'link' && mark.attrs?.href !== undefined ? [mark.attrs.href] : [],
  );
  return [...own, ...(node.content ?? []).flatMap(linksIn)];
}

const blocksOf = (body: RichTextDoc): AnyNode[] => body.content as AnyNode[];

describe('the default articles and case studies', async () => {
  const publicPaths = new Set(
    await listPublicPaths(createAppRouter(createRouterContext(new SettingsStore()), { prerender: true })),
  );

  it('each has its own lower-case slug, and no case study takes a portfolio page’s slug', () => {
    const slugs = SEEDS.map((seed) => seed.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const portfolio = new Set(SOLUTION_SEEDS.map((seed) => String(seed.slug)));
    for (const study of CASE_STUDY_SEEDS) expect(portfolio.has(study.slug), study.slug).toBe(false);
  });

  it.each(SEEDS.map((seed) => [seed.slug, seed] as const))(
    '%s has a full, structured body of at least 500 words',
    (_slug, seed) => {
      expect(wordCount(plainText(seed.body))).toBeGreaterThanOrEqual(500);
      const blocks = blocksOf(seed.body);
      const sections = blocks.filter((block) => block.type === 'heading' && block.attrs?.level === 2);
      expect(sections.length).toBeGreaterThanOrEqual(3);
      expect(sections.length).toBeLessThanOrEqual(5);
      expect(blocks.some((block) => block.type === 'bulletList' || block.type === 'orderedList')).toBe(true);
    },
  );

  it.each(SEEDS.map((seed) => [seed.slug, seed] as const))(
    '%s links only to pages of this site that exist',
    (_slug, seed) => {
      const links = linksIn(seed.body as AnyNode);
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) {
        expect(isSafeHref(href), href).toBe(true);
        const target = parseHref(href);
        expect(target.kind, href).toBe('internal');
        if (target.kind !== 'internal') continue;
        expect(publicPaths.has(target.pathname), href).toBe(true);
        expect(target.hash, href).toBe('');
        const { service, ...rest } = target.search;
        expect(rest, href).toEqual({});
        if (service !== undefined) {
          expect(target.pathname, href).toBe('/contact');
          expect(inquiryFor(service).key, `${href} opens the general form`).toBe(service);
        }
      }
    },
  );

  it.each(SEEDS.map((seed) => [seed.slug, seed] as const))(
    '%s has a cover image that exists, with alt text, and a valid publish date',
    (_slug, seed) => {
      expect(existsSync(new URL(`../../public${seed.cover.src}`, import.meta.url)), seed.cover.src).toBe(
        true,
      );
      expect(seed.cover.alt.trim().length).toBeGreaterThan(10);
      expect(new Date(seed.publishedAt).toISOString()).toBe(seed.publishedAt);
    },
  );
});

describe('the default articles', () => {
  it('are listed newest first, with exactly one featured article', () => {
    const dates = ARTICLE_SEEDS.map((article) => article.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ARTICLE_SEEDS.filter((article) => article.featured)).toHaveLength(1);
  });

  it('each sits in one of the blog’s categories and is written by a member of the leadership team', () => {
    const categories = new Set<string>(BLOG_CATEGORIES.filter((category) => category !== 'All Posts'));
    const members = new Set(defaultsOf(leadership).members.map((member) => member.id));
    for (const article of ARTICLE_SEEDS) {
      expect(categories.has(article.category), article.category).toBe(true);
      expect(members.has(article.author.member), article.author.member).toBe(true);
    }
  });

  it('each has its own search-result title (60 characters at most) and description (150-160)', () => {
    const titles = ARTICLE_SEEDS.map((article) => article.seo.title);
    const descriptions = ARTICLE_SEEDS.map((article) => article.seo.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(60);
    for (const description of descriptions) {
      expect(description.length, description).toBeGreaterThanOrEqual(150);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });
});

describe('the default case studies', () => {
  it.each(CASE_STUDY_SEEDS.map((study) => [study.slug, study] as const))(
    '%s leads to its own contact form and tells the story in figures and words',
    (_slug, study) => {
      expect(inquiryFor(study.service).key).toBe(study.service);
      expect(study.results.length).toBeGreaterThanOrEqual(2);
      expect(study.results.length).toBeLessThanOrEqual(4);
      for (const result of study.results) {
        expect(result.value.trim()).not.toBe('');
        expect(result.label.trim()).not.toBe('');
      }
      for (const text of [study.challenge, study.solution]) {
        expect(wordCount(text)).toBeGreaterThanOrEqual(60);
        expect(wordCount(text)).toBeLessThanOrEqual(120);
      }
      expect(study.quote.text.trim()).not.toBe('');
      expect(study.quote.author.trim()).not.toBe('');
    },
  );
});
