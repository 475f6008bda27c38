// @vitest-environment jsdom
/**
 * The admin with a third language configured (French added to content/locales.ts, as
 * tests/prerender/third-locale.test.ts builds the site with it): the language bar offers it and
 * counts its translated fields beside the Arabic, a document edited in French keeps its English and
 * Arabic, and its title's French is what gives it its French page, which the editor says.
 */
import articles from '@schemas/articles';
import { act, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, pagesNote, useDocumentLanguage } from '@/admin/collections/document-language';
import { countOf, LanguageBar } from '@/admin/editor/language-bar';
import type { FormValues } from '@/admin/renderer/form-hook';
import { documentLocales } from '@/storage/document-rows';
import { englishArticle } from './fixture-article';
import { polyfillDom, renderAdmin } from './helpers';

polyfillDom();

vi.mock('@content/locales', async (importOriginal) => {
  const { LOCALE_LIST } = await importOriginal<typeof import('@content/locales')>();
  const english = LOCALE_LIST[0];
  const french = {
    ...english,
    code: 'fr',
    name: 'Français',
    englishName: 'French',
    intl: 'fr-FR',
    prefix: '/fr',
    openGraph: 'fr_FR',
  };
  return { LOCALE_LIST: [...LOCALE_LIST, french] };
});

const english = englishArticle;

describe('the admin with French configured as a third language', () => {
  it('offers French in the language bar with its own count of translated fields', () => {
    const stored = {
      ...english,
      title: { en: 'Edge caching', ar: 'التخزين المؤقت', fr: 'Cache en périphérie' },
      excerpt: { en: 'Faster pages.', fr: 'Des pages plus rapides.' },
    };
    const count = countOf(articles.schema, stored);
    expect(count.translated).toMatchObject({ ar: 1, fr: 2 });
    renderAdmin(<LanguageBar locale="en" count={count} dirty={false} onChange={() => undefined} />);
    expect(screen.getByRole('radio', { name: 'Français' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'العربية' })).toBeTruthy();
    expect(screen.getByText(`French: 2 of ${count.total} fields`)).toBeTruthy();
    expect(screen.getByText(`Arabic: 1 of ${count.total} fields`)).toBeTruthy();
  });

  it('edits a document in French, keeping its English and Arabic, and gives it a French page', async () => {
    const withArabic = { ...english, title: { en: 'Edge caching', ar: 'التخزين المؤقت' } } as FormValues;
    const form = { ...inLanguage(articles, withArabic, 'fr' as never), title: 'Cache en périphérie' };
    const { result } = renderHook(() => useDocumentLanguage(articles, withArabic, 'fr' as never, form));
    const draft = result.current.toDraft(form);
    expect(draft.title).toMatchObject({
      en: 'Edge caching',
      ar: 'التخزين المؤقت',
      fr: 'Cache en périphérie',
    });
    expect(documentLocales(articles, draft)).toEqual(['en', 'ar', 'fr']);
    expect(pagesNote(result.current.pages)).toBe('Published in English, Arabic, and French.');
    expect(result.current.translating?.english).toMatchObject({ title: 'Edge caching' });

    const { result: plain } = renderHook(() => useDocumentLanguage(articles, english, 'en', english));
    expect(pagesNote(plain.current.pages)).toBe(
      'English only: it gets its Arabic and French pages when its title is translated and it is published.',
    );
    const frenchOnly = { ...english, title: { en: 'Edge caching', fr: 'Cache en périphérie' } } as FormValues;
    const { result: partly } = renderHook(() => useDocumentLanguage(articles, frenchOnly, 'en', english));
    await act(async () => undefined);
    expect(pagesNote(partly.current.pages)).toMatch(
      /^Published in English and French; it gets its Arabic page/,
    );
  });
});
