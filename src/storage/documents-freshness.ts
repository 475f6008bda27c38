/**
 * Whether the documents a page shows are still what it was built with: every answer the page used,
 * asked again of the published data and compared by its rows' ids and versions (a publish, an
 * unpublish or a new document changes them). It needs no collection's schema, so a prerendered page
 * checks without loading the documents store; the store goes live through it too.
 */
import type { Locale } from '@/schema-kit/locales';
import type { ListQuery } from './document-query';
import { type DocumentRow, toRow } from './document-row';

export type Question =
  | { kind: 'list'; collection: string; query: ListQuery }
  | { kind: 'get'; collection: string; slug: string; locale?: Locale };

export interface Answer {
  question: Question;
  /** Rows as answered: listings without bodies, only listing fields. */
  rows: DocumentRow[];
  /**
   * Answered from the seed documents in code: the same on every device running this build, until the
   * first seed dated in the future (`until`) becomes due. Such an answer is not asked again while the
   * collection is still not seeded, so pages do not load the seeds just to compare them.
   */
  seeds?: { until?: string };
}

/** Where published documents come from: only due, published rows, as an anonymous visitor reads them. */
export interface DocumentsSource {
  /** The keys of the collections seeded in the database. */
  seeded(): Promise<ReadonlySet<string>>;
  /** A listing (rows without bodies). */
  list(collection: string, query: ListQuery): Promise<DocumentRow[]>;
  /** One document with its body, or undefined; with `locale`, only if it is published in that language. */
  get(collection: string, slug: string, locale?: Locale): Promise<DocumentRow | undefined>;
}

export const keyOf = (question: Question) => JSON.stringify(question);

const versions = (rows: readonly DocumentRow[]): string =>
  JSON.stringify(rows.map((row) => [row.id, row.version]));

/** The source's answer to a question, as rows (a listing's without bodies). */
export async function rowsOf(source: DocumentsSource, question: Question): Promise<DocumentRow[]> {
  const rows =
    question.kind === 'list'
      ? await source.list(question.collection, question.query)
      : [await source.get(question.collection, question.slug, question.locale)];
  return rows.flatMap((row) => toRow(row) ?? []);
}

/**
 * A row of the version a page was built with stays as built: its images are the build's copies
 * beside the page (/media), not the same files again from Supabase.
 */
export const keepBuilt = (built: readonly DocumentRow[] | undefined, rows: DocumentRow[]): DocumentRow[] =>
  built
    ? rows.map((row) => built.find((old) => old.id === row.id && old.version === row.version) ?? row)
    : rows;

/**
 * Asks `source` every question again, in one round trip each. Returns the answers as they stand
 * now and the collections whose answers changed. An answer the seeds must give anew (a seed has come
 * due, or the collection is no longer in the database) is left out: the loader that reads it asks
 * again, with the collection's schema. `answers` without rows are questions not answered yet.
 */
export async function freshAnswers(
  answers: readonly (Pick<Answer, 'question'> & Partial<Answer>)[],
  source: DocumentsSource,
  now: number,
): Promise<{ answers: Answer[]; changed: Set<string> }> {
  const changed = new Set<string>();
  if (answers.length === 0) return { answers: [], changed };
  const seeded = await source.seeded();
  const fresh = await Promise.all(
    answers.map(async (before): Promise<Answer | undefined> => {
      const { question } = before;
      if (!seeded.has(question.collection)) {
        const sameSeeds =
          before.rows && before.seeds && (!before.seeds.until || now < Date.parse(before.seeds.until));
        if (sameSeeds) return before as Answer;
        changed.add(question.collection);
        return undefined;
      }
      const rows = keepBuilt(before.rows, await rowsOf(source, question));
      if (!before.rows || versions(rows) !== versions(before.rows)) changed.add(question.collection);
      return { question, rows };
    }),
  );
  return { answers: fresh.flatMap((answer) => answer ?? []), changed };
}
