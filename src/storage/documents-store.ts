/**
 * The storage adapter of collections for pages and loaders: answers "which documents does this
 * listing show" and "this document, please" from a source (the REST endpoint in the browser, the
 * build's copy of the database while prerendering), with the seed documents from code standing in
 * for a collection until it has been seeded in the database.
 *
 * Every answer is kept under its question. A page's snapshot is those answers (the prerenderer
 * embeds it in the page), so the browser's first render answers the same questions the same way and
 * hydrates exactly. Until the page has hydrated the store only answers from what it holds (an
 * unknown document is "not found", as the static host's 404 page shows it); `goLive` then asks the
 * source again, once, for every question asked so far and announces each collection whose answers
 * changed, so the loaders that read it re-run: a newer version re-renders, an unpublished or
 * not-yet-due document disappears, one published after the build appears.
 */
import type { Collection } from '@/schema-kit/collection';
import type { Locale } from '@/schema-kit/locales';
import type { Dictionary } from '@/schema-kit/localize';
import type { ReadLocale } from '@/schema-kit/read-stored';
import {
  type DocumentRow,
  evaluateList,
  findDue,
  type ListQuery,
  listingRow,
  seedsUnlessSeeded,
} from './document-query';
import type { FullDocument, ListedDocument } from './document-rows';
import {
  type Answer,
  type DocumentsSource,
  freshAnswers,
  keepBuilt,
  keyOf,
  type Question,
  rowsOf,
} from './documents-freshness';

export type { DocumentsSource } from './documents-freshness';

/**
 * Reading rows as documents (the schema, the rich-text walker) and the seeds: loaded with the first
 * page that shows documents, not by every page's entry.
 */
const rowsModule = () => import('./document-rows');

/** A seed document's translations in a language, by `<collection>/<slug>` (+ `.body`). */
export type DictionaryLoader = (locale: Locale, key: string) => Promise<Dictionary | undefined>;

/** A source over rows in memory (the build's copy of the database; tests). */
export function memorySource(
  rows: Readonly<Record<string, readonly DocumentRow[]>>,
  seeded: Iterable<string> = Object.keys(rows),
  now: () => number = Date.now,
): DocumentsSource {
  const keys = new Set(seeded);
  return {
    seeded: async () => keys,
    list: async (collection, query) => evaluateList(rows[collection] ?? [], query, now()),
    get: async (collection, slug, locale) => findDue(rows[collection] ?? [], slug, now(), locale),
  };
}

export interface ListResult<C extends Collection = Collection> {
  items: ListedDocument<C>[];
  /** More documents follow the ones asked for. */
  more: boolean;
}

/** What a prerendered page carries: the answers its render used. */
export interface DocumentsSnapshot {
  answers: Answer[];
  /** The labels its documents' reference fields showed (src/app/reference-labels.ts), by target. */
  labels?: Record<string, Readonly<Record<string, string>>>;
}

export class DocumentsStore {
  #source: DocumentsSource | undefined;
  #now: () => number;
  #answers = new Map<string, Answer>();
  /** Questions asked before the store could ask its source (answered "unknown"). */
  #unknown = new Map<string, Question>();
  #seeded: Promise<ReadonlySet<string>> | undefined;
  #seeds = new Map<string, Promise<DocumentRow[]>>();
  #listeners = new Set<(collection: string) => void>();
  #labels = new Map<string, Readonly<Record<string, string>>>();
  #locale: Locale;
  #dictionaries: DictionaryLoader | undefined;
  /** Documents being edited on their page, by id: shown in place of their published rows. */
  #previews = new Map<string, DocumentRow>();

  /**
   * Without a source the store only answers from a snapshot, until goLive. `locale`: the language
   * its documents are read in (English unless told).
   */
  constructor(
    options: {
      source?: DocumentsSource;
      now?: () => number;
      snapshot?: DocumentsSnapshot;
      locale?: Locale;
      /** Where the seed documents' translations come from (default: the bundled ones, ./translations.ts). */
      dictionaries?: DictionaryLoader;
    } = {},
  ) {
    this.#source = options.source;
    this.#locale = options.locale ?? 'en';
    this.#dictionaries = options.dictionaries;
    this.#now = options.now ?? Date.now;
    for (const answer of options.snapshot?.answers ?? []) this.#answers.set(keyOf(answer.question), answer);
    for (const [target, labels] of Object.entries(options.snapshot?.labels ?? {}))
      this.#labels.set(target, labels);
  }

  /** The labels of a reference target the documents shown here used (from the page's snapshot). */
  labels(target: string): Readonly<Record<string, string>> | undefined {
    return this.#labels.get(target);
  }

  /** Keeps the labels a page showed, for its snapshot. */
  keepLabels(target: string, labels: Readonly<Record<string, string>>): void {
    this.#labels.set(target, labels);
  }

  get live(): boolean {
    return this.#source !== undefined;
  }

  /** Up to `query.limit` documents of the listing, and whether more follow; undefined while unknown. */
  async list<C extends Collection>(collection: C, query: ListQuery): Promise<ListResult<C> | undefined> {
    const rows = await this.#ask(collection, {
      kind: 'list',
      collection: collection.key,
      query: { ...query, ...this.#only(), limit: query.limit + 1 },
    });
    if (!rows) return undefined;
    const { listedFromRow } = await rowsModule();
    const shown = rows.slice(0, query.limit).map((row) => listingRow(collection, this.#previewed(row)));
    const languages = await Promise.all(shown.map((row) => this.#language(collection, row.slug, false)));
    return {
      items: shown.map((row, index) => listedFromRow(collection, row, languages[index])),
      more: rows.length > query.limit,
    };
  }

  /** A published, due document; undefined when there is none (or it is not known yet). */
  async get<C extends Collection>(collection: C, slug: string): Promise<FullDocument<C> | undefined> {
    const rows = await this.#ask(collection, {
      kind: 'get',
      collection: collection.key,
      slug,
      ...this.#only(),
    });
    const row = rows?.[0] && this.#previewed(rows[0]);
    if (!row) return undefined;
    return (await rowsModule()).fullFromRow(collection, row, await this.#language(collection, slug, true));
  }

  /**
   * While the owner edits a published document on its page: `draft` (the document as stored, every
   * language) is shown in place of the row with its id, wherever a page shows it, and announced so
   * the loaders re-run. In memory only: nothing is stored, and an invalid draft is salvaged on
   * reading like bad stored data. Its slug stays the published one (the page stays where it is).
   */
  async preview(collection: Collection, id: string, draft: Record<string, unknown>): Promise<void> {
    const { rowFromDocument } = await rowsModule();
    const now = new Date(this.#now()).toISOString();
    this.#previews.set(id, rowFromDocument(collection, draft, { id, version: 0, now }));
    this.#announce(collection.key);
  }

  /** The page shows the published document again. */
  endPreview(collection: Collection, id: string): void {
    if (this.#previews.delete(id)) this.#announce(collection.key);
  }

  /** A row as shown: the previewed draft of its document, if it has one (with the row's slug and date). */
  #previewed(row: DocumentRow): DocumentRow {
    const preview = this.#previews.get(row.id);
    return preview ? { ...preview, slug: row.slug, publishedAt: row.publishedAt, version: row.version } : row;
  }

  /** A question's language filter: none in English (so English questions read as they always did). */
  #only(): { locale?: Locale } {
    return this.#locale === 'en' ? {} : { locale: this.#locale };
  }

  async #dictionaryLoader(): Promise<DictionaryLoader> {
    return this.#dictionaries ?? (await import('./translations')).dictionaryFor;
  }

  /**
   * A collection's feed as the store's language announces it: its title and description translated
   * by `content/<locale>/<collection>.json`, else in English.
   */
  async feedOf(collection: Collection): Promise<Collection['feed']> {
    const feed = collection.feed;
    if (!feed || this.#locale === 'en') return feed;
    const [words, { feedIn }] = await Promise.all([
      (await this.#dictionaryLoader())(this.#locale, collection.key),
      rowsModule(),
    ]);
    return feedIn(feed, this.#locale, words);
  }

  /**
   * How a document is read in the store's language: for Arabic, with the translations of its seed's
   * words (a listing needs no body's).
   */
  async #language(collection: Collection, slug: string, withBody: boolean): Promise<ReadLocale> {
    if (this.#locale === 'en') return {};
    const dictionaryFor = await this.#dictionaryLoader();
    const key = `${collection.key}/${slug}`;
    const [fields, body] = await Promise.all([
      dictionaryFor(this.#locale, key),
      withBody ? dictionaryFor(this.#locale, `${key}.body`) : undefined,
    ]);
    return { locale: this.#locale, dictionary: { ...fields, ...body } };
  }

  /**
   * Whether the collection's documents are in the database; until they are (and without a source),
   * its seeds stand in for them.
   */
  async seeded(collection: Collection): Promise<boolean> {
    if (!this.#source) return false;
    this.#seeded ??= this.#source.seeded();
    return (await this.#seeded).has(collection.key);
  }

  /**
   * Every due document's slug and date (the build: pages to prerender, the sitemap). Without a
   * source: the seed documents.
   */
  async all<C extends Collection>(collection: C): Promise<DocumentRow[]> {
    const question: Question = {
      kind: 'list',
      collection: collection.key,
      query: { limit: 1_000_000, ...this.#only() },
    };
    return (await this.#fetch(collection, question, false, this.#source ?? memorySource({}, [], this.#now)))
      .rows;
  }

  /** The answers given so far, for the page's snapshot. */
  snapshot(): DocumentsSnapshot {
    const answers = [...this.#answers.values()];
    return this.#labels.size > 0 ? { answers, labels: Object.fromEntries(this.#labels) } : { answers };
  }

  /**
   * From now on ask `source`; first ask it again every question answered so far (and the ones that
   * could not be answered), then announce the collections whose answers changed: the same check a
   * prerendered page makes without the store (./documents-freshness.ts).
   */
  async goLive(source: DocumentsSource): Promise<void> {
    this.#source = source;
    this.#seeded = undefined;
    const asked = [
      ...this.#answers.values(),
      ...[...this.#unknown.values()].map((question) => ({ question })),
    ];
    this.#unknown.clear();
    const { answers, changed } = await freshAnswers(asked, source, this.#now());
    for (const { question } of asked) this.#answers.delete(keyOf(question));
    for (const answer of answers) this.#answers.set(keyOf(answer.question), answer);
    for (const key of changed) this.#announce(key);
  }

  /**
   * Asks the source again every question answered so far, and announces what changed: after the
   * owner published, unpublished or discarded a document from its page.
   */
  async recheck(): Promise<void> {
    if (this.#source) await this.goLive(this.#source);
  }

  subscribe(listener: (collection: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #announce(collection: string): void {
    for (const listener of this.#listeners) listener(collection);
  }

  async #ask(collection: Collection, question: Question): Promise<DocumentRow[] | undefined> {
    const key = keyOf(question);
    const known = this.#answers.get(key);
    if (known) return known.rows;
    if (!this.#source) {
      this.#unknown.set(key, question);
      return undefined;
    }
    return (await this.#fetch(collection, question)).rows;
  }

  /** Asks the source (or the seeds, for a collection not seeded yet) and keeps the answer. */
  async #fetch(
    collection: Collection,
    question: Question,
    keep = true,
    source = this.#source,
  ): Promise<Answer> {
    if (!source) throw new Error('No source to ask.');
    let keys: Promise<ReadonlySet<string>>;
    if (source === this.#source) {
      this.#seeded ??= source.seeded();
      keys = this.#seeded;
    } else keys = source.seeded();
    const all = await seedsUnlessSeeded(
      keys.then((seeded) => seeded.has(collection.key)),
      () => this.#seedRows(collection),
    );
    let rows: DocumentRow[];
    let seeds: Answer['seeds'];
    if (!all) rows = await rowsOf(source, question);
    else {
      const now = this.#now();
      rows =
        question.kind === 'list'
          ? evaluateList(all, question.query, now)
          : [findDue(all, question.slug, now, question.locale)].flatMap((row) => row ?? []);
      const future = all
        .map((row) => row.publishedAt)
        .filter((date) => Date.parse(date) > now)
        .sort();
      seeds = future[0] ? { until: future[0] } : {};
    }
    if (question.kind === 'list') rows = rows.map((row) => listingRow(collection, row));
    rows = keepBuilt(this.#answers.get(keyOf(question))?.rows, rows);
    const answer: Answer = seeds ? { question, rows, seeds } : { question, rows };
    if (keep) this.#answers.set(keyOf(question), answer);
    return answer;
  }

  #seedRows(collection: Collection): Promise<DocumentRow[]> {
    let rows = this.#seeds.get(collection.key);
    if (!rows) {
      rows = rowsModule().then(({ seedRows }) => seedRows(collection));
      this.#seeds.set(collection.key, rows);
    }
    return rows;
  }
}
