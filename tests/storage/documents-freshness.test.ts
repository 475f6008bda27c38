/**
 * After hydration a page that shows documents asks whether they are still what it was built with,
 * without the documents store (which goes live through the same check): a publish, an unpublish or a new document changes the rows' ids or
 * versions; seed answers hold while their collection is not seeded and no seed has come due.
 */
import { expect, it } from 'vitest';
import type { DocumentRow } from '@/storage/document-query';
import { type DocumentsSource, freshAnswers } from '@/storage/documents-freshness';
import type { DocumentsSnapshot } from '@/storage/documents-store';

const row = (id: string, version: number) =>
  ({ id, version, slug: id, publishedAt: '2025-01-01T00:00:00Z', fields: {} }) as unknown as DocumentRow;

const changedCollections = async (snapshot: DocumentsSnapshot, source: DocumentsSource, now = Date.now()) =>
  (await freshAnswers(snapshot.answers, source, now)).changed;

function sourceOf(rows: Record<string, DocumentRow[]>, seeded = Object.keys(rows)): DocumentsSource {
  return {
    seeded: async () => new Set(seeded),
    list: async (collection) => rows[collection] ?? [],
    get: async (collection, slug) => rows[collection]?.find((item) => item.slug === slug),
  };
}

const built: DocumentsSnapshot = {
  answers: [
    {
      question: { kind: 'list', collection: 'articles', query: { limit: 6 } },
      rows: [row('a', 1), row('b', 2)],
    },
    { question: { kind: 'get', collection: 'caseStudies', slug: 'c' }, rows: [row('c', 1)] },
  ],
};

it('finds nothing changed when every answer has the same rows at the same versions', async () => {
  const same = sourceOf({ articles: [row('a', 1), row('b', 2)], caseStudies: [row('c', 1)] });
  expect([...(await changedCollections(built, same))]).toEqual([]);
});

it('names the collection of a newer version, an unpublished document and a new one', async () => {
  const newer = sourceOf({ articles: [row('a', 1), row('b', 3)], caseStudies: [row('c', 1)] });
  expect([...(await changedCollections(built, newer))]).toEqual(['articles']);
  const gone = sourceOf({ articles: [row('a', 1), row('b', 2)], caseStudies: [] });
  expect([...(await changedCollections(built, gone))]).toEqual(['caseStudies']);
  const added = sourceOf({ articles: [row('n', 1), row('a', 1), row('b', 2)], caseStudies: [row('c', 1)] });
  expect([...(await changedCollections(built, added))]).toEqual(['articles']);
});

it('keeps seed answers while the collection is not seeded and no seed is due, and asks nothing for none', async () => {
  const seeds: DocumentsSnapshot = {
    answers: [
      {
        question: { kind: 'list', collection: 'articles', query: { limit: 6 } },
        rows: [row('seed', 1)],
        seeds: { until: '2030-01-01T00:00:00Z' },
      },
    ],
  };
  const unseeded = sourceOf({}, []);
  expect([...(await changedCollections(seeds, unseeded, Date.parse('2029-01-01')))]).toEqual([]);
  expect([...(await changedCollections(seeds, unseeded, Date.parse('2030-06-01')))]).toEqual(['articles']);
  const nowSeeded = sourceOf({ articles: [row('a', 1)] });
  expect([...(await changedCollections(seeds, nowSeeded, Date.parse('2029-01-01')))]).toEqual(['articles']);
  const asked = { count: 0 };
  const counting: DocumentsSource = {
    ...unseeded,
    seeded: async () => {
      asked.count++;
      return new Set();
    },
  };
  expect([...(await changedCollections({ answers: [] }, counting))]).toEqual([]);
  expect(asked.count).toBe(0);
});

it('gives the fresh answers, keeping the rows of an unchanged version as they were built', async () => {
  const built = { ...row('a', 1), fields: { cover: '/media/a.webp' } } as DocumentRow;
  const source = sourceOf({
    articles: [{ ...row('a', 1), fields: { cover: 'https://x/a.webp' } } as DocumentRow, row('n', 1)],
  });
  const { answers } = await freshAnswers(
    [{ question: { kind: 'list', collection: 'articles', query: { limit: 6 } }, rows: [built] }],
    source,
    Date.now(),
  );
  expect(answers[0]?.rows.map((r) => [r.id, r.fields.cover])).toEqual([
    ['a', '/media/a.webp'],
    ['n', undefined],
  ]);
});
