/**
 * On a page in another language, a field shown in English for want of its translation is marked
 * `lang="en" dir="ltr"` where it is shown (visitors' pages, as prerendered and hydrated): screen
 * readers pronounce it as English and it runs left to right. Its translated neighbours are not.
 */
import { describe, expect, it } from 'vitest';
import { render } from '@/entry-prerender';
import { defaultsOf } from '@/schema-kit/entity';
import { entities } from '@/schema-kit/registry';

const hero = entities.find((entity) => entity.key === 'hero');
if (!hero) throw new Error('hero is missing');

const withTitle = (title: unknown) => {
  const value = defaultsOf(hero) as { home: Record<string, unknown> };
  return [
    {
      key: 'hero',
      value: { ...value, home: { ...value.home, title } },
      version: 2,
      updatedAt: '2026-11-01T00:00:00.000Z',
    },
  ];
};

const h1Of = (body: string) => /<h1[^>]*>[^<]*<\/h1>/.exec(body)?.[0] ?? '';

describe('fields without their translation', () => {
  it('an Arabic page marks an English-only title as English, left to right; its subtitle, translated, is not', async () => {
    const { body } = await render('/ar/', withTitle('Only written in English'));
    expect(h1Of(body)).toMatch(/lang="en"/);
    expect(h1Of(body)).toMatch(/dir="ltr"/);
    expect(h1Of(body)).toContain('Only written in English');
    expect(/<div class="cp-hero__subtitle"[^>]*>/.exec(body)?.[0]).not.toMatch(/lang=/);
  });

  it('a translated title is not marked, and English pages mark nothing', async () => {
    const arabic = await render('/ar/', withTitle({ en: 'Written in both', ar: 'مكتوب باللغتين' }));
    expect(h1Of(arabic.body)).not.toMatch(/lang=/);
    expect(h1Of(arabic.body)).toContain('مكتوب باللغتين');
    const english = await render('/', withTitle('Only written in English'));
    expect(h1Of(english.body)).not.toMatch(/lang=/);
  });

  it('the head’s title and description carry no language, so they stay in the head', async () => {
    const home = entities.find((entity) => entity.key === 'page-home');
    if (!home) throw new Error('page-home is missing');
    const value = defaultsOf(home) as { seo: Record<string, unknown> };
    const { head } = await render('/ar/', [
      {
        key: 'page-home',
        value: { ...value, seo: { title: 'Search title in English only', description: 'Also English' } },
        version: 2,
        updatedAt: '2026-11-01T00:00:00.000Z',
      },
    ]);
    expect(head).toContain('<title>Search title in English only | Connectia</title>');
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]+"\/>/);
  });
});
