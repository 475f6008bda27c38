// @vitest-environment jsdom
/**
 * A document edited in one language at a time: the draft keeps both. Typing Arabic leaves the
 * English as it was; typing English keeps the Arabic (flagged when the English it translated
 * changed, until the owner confirms it); the title's Arabic is what puts the document on the Arabic
 * site, and the editor says so.
 */
import articles from '@schemas/articles';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage, pagesNote, useDocumentLanguage } from '@/admin/collections/document-language';
import { isStale } from '@/schema-kit/localize';
import { documentLocales } from '@/storage/document-rows';
import { englishArticle } from './fixture-article';

const english = englishArticle;

describe('a document edited in one language at a time', () => {
  it('merges the Arabic typed into the draft and keeps the English', () => {
    const form = { ...inLanguage(articles, english, 'ar'), title: 'التخزين المؤقت' };
    const { result } = renderHook(() => useDocumentLanguage(articles, english, 'ar', form));
    const draft = result.current.toDraft(form);
    expect(draft.title).toMatchObject({ en: 'Edge caching', ar: 'التخزين المؤقت' });
    // Untouched fields (shown in English for want of Arabic) are not saved as translations.
    expect(draft.excerpt).toBe('Faster pages.');
    expect(draft.slug).toBe('edge-caching');
    expect(result.current.pages).toEqual({ published: ['en', 'ar'], missing: [] });
    expect(pagesNote(result.current.pages)).toBe('Published in English and Arabic.');
    expect(result.current.englishTitle).toBe('Edge caching');
    expect(result.current.translating?.english).toMatchObject({ title: 'Edge caching' });
    expect(documentLocales(articles, draft)).toEqual(['en', 'ar']);
  });

  it('an English-only draft is no Arabic page; its English edits keep the Arabic, flagged until confirmed', async () => {
    const { result: plain } = renderHook(() => useDocumentLanguage(articles, english, 'en', english));
    expect(plain.current.pages).toEqual({ published: ['en'], missing: ['ar'] });
    expect(pagesNote(plain.current.pages)).toBe(
      'English only: it gets its Arabic page when its title is translated and it is published.',
    );
    expect(plain.current.translating).toBeNull();

    const arabicDraft = renderHook(() =>
      useDocumentLanguage(articles, english, 'ar', inLanguage(articles, english, 'ar')),
    ).result.current.toDraft({ ...inLanguage(articles, english, 'ar'), title: 'التخزين المؤقت' });
    const edited = { ...inLanguage(articles, arabicDraft, 'en'), title: 'Edge caching at scale' };
    const { result } = renderHook(({ values }) => useDocumentLanguage(articles, arabicDraft, 'en', values), {
      initialProps: { values: edited },
    });
    const draft = result.current.toDraft(edited);
    expect(draft.title).toMatchObject({ en: 'Edge caching at scale', ar: 'التخزين المؤقت' });
    expect(isStale(draft.title, 'ar')).toBe(true);

    // In Arabic, the owner confirms the translation still holds: the flag goes.
    const { result: arabic } = renderHook(() =>
      useDocumentLanguage(articles, draft, 'ar', inLanguage(articles, draft, 'ar')),
    );
    await act(() => arabic.current.translating?.confirm('title'));
    expect(isStale(arabic.current.toDraft(inLanguage(articles, draft, 'ar')).title, 'ar')).toBe(false);
  });
});
