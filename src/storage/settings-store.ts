/**
 * The storage adapter: the only way pages, loaders and editors read or write settings.
 * Reading validates against the entity's schema and merges what is stored over the defaults; bad
 * data is reported to the console and replaced by defaults, never thrown. Writing validates first
 * and keeps the previous value when anything fails. Changes are announced in this tab and (through
 * the source) from other tabs.
 */
import type * as v from 'valibot';
import { defaultsOf, type Entity, type ReadableEntity, type SettingsOf } from '@/schema-kit/entity';
import { publicEntityKeys } from '@/schema-kit/entity-keys';
import { LOCALES, type Locale } from '@/schema-kit/locales';
import { combineLocales, confirmTranslation, mergeLocale } from '@/schema-kit/localize';
import { type ReadLocale, readStored, upgraded } from '@/schema-kit/read-stored';
import { validate, validateSettings } from '@/schema-kit/validate';
import { updateAt } from '@/schema-kit/value-at';
import { binaryRefsIn } from './binary-ref';
import { emptySource, type SettingsSource } from './settings-source';
import { SettingsUnavailableError } from './storage-errors';

/** Equal as parsed JSON: objects by their entries in any order (the database keeps its own order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return a === b;
  const keys = Object.keys(a);
  return (
    Array.isArray(a) === Array.isArray(b) &&
    keys.length === Object.keys(b).length &&
    keys.every((key) => sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** `'*'` means "possibly everything changed". */
export type ChangeListener = (entityKey: string) => void;

/** A published value of one entity (from the site_settings table, or the build's snapshot of it). */
export interface PublishedSetting {
  key: string;
  value: unknown;
  version: number;
  updatedAt: string;
}

export class SettingsStore {
  #source: SettingsSource;
  /** The published layer: what every visitor sees where this browser holds no draft. */
  #published = new Map<string, PublishedSetting>();
  #listeners = new Set<ChangeListener>();
  #unsubscribeSource: () => void;
  #releaseBinary: ((ref: string) => Promise<void>) | undefined;
  /** Values being edited on the page: read in place of the stored ones, never stored (`preview`). */
  #previews = new Map<string, unknown>();
  /** By `<locale>:<entity>`, the fields the last reading showed in English (./read-stored.ts's fallbacks). */
  #untranslated = new Map<string, readonly string[]>();

  constructor(source: SettingsSource = emptySource) {
    this.#source = source;
    this.#unsubscribeSource = source.subscribe((key) => this.#announce(key));
  }

  /**
   * Swap the source beneath the store (after hydration: from defaults to the browser's storage).
   * Only the public entities the new source holds a value for are announced: the loaders that read
   * others would read the same again, so a visitor with no drafts pays no re-render.
   */
  switchSource(source: SettingsSource): Promise<void> {
    this.#unsubscribeSource();
    this.#source = source;
    this.#unsubscribeSource = source.subscribe((key) => this.#announce(key));
    return this.#announceHeld(source);
  }

  async #announceHeld(source: SettingsSource): Promise<void> {
    // An unreadable value reads differently too (its defaults, with a warning).
    const held = await Promise.all(
      publicEntityKeys.map((key) =>
        source.read(key).then(
          (value) => value !== undefined,
          () => true,
        ),
      ),
    );
    if (source !== this.#source) return;
    for (const [index, key] of publicEntityKeys.entries()) if (held[index]) this.#announce(key);
  }

  #swap(source: SettingsSource): void {
    this.#unsubscribeSource();
    this.#source = source;
    this.#unsubscribeSource = source.subscribe((key) => this.#announce(key));
    this.#announce('*');
  }

  /**
   * The admin's image store: an uploaded image (an `idb:` reference) that a save or a reset leaves
   * unreferenced by this entity's stored value is deleted with it.
   */
  releaseBinariesWith(release: (ref: string) => Promise<void>): void {
    this.#releaseBinary = release;
  }

  /** The references `before` held that `after` no longer does, handed to the image store. */
  async #releaseDropped(before: unknown, after: unknown): Promise<void> {
    const release = this.#releaseBinary;
    if (!release) return;
    const kept = binaryRefsIn(after);
    for (const ref of binaryRefsIn(before)) {
      if (kept.has(ref)) continue;
      // A failed delete only leaves an unused image behind; the save itself has succeeded.
      await release(ref).catch((error: unknown) =>
        console.warn(`[settings] Could not delete ${ref}:`, error),
      );
    }
  }

  #storedOrNothing(key: string): Promise<unknown> {
    return this.#source.read(key).catch(() => undefined);
  }

  /** True while nothing stored is consulted (prerendering, the first render, or after a fallback). */
  get onDefaults(): boolean {
    return this.#source === emptySource;
  }

  /** A page failed to render with the stored settings: show the defaults from now on. */
  fallBackToDefaults(): void {
    this.#published.clear();
    if (!this.onDefaults) this.#swap(emptySource);
    else this.#announce('*');
  }

  /**
   * Takes in published values; announces the keys whose version changed. Returns those keys.
   * An entity missing from `rows` keeps what it had (rows are never unpublished).
   */
  setPublished(rows: readonly PublishedSetting[]): string[] {
    const changed: string[] = [];
    for (const row of rows) {
      const known = this.#published.get(row.key);
      if (known && known.version >= row.version) continue;
      this.#published.set(row.key, row);
      changed.push(row.key);
    }
    for (const key of changed) this.#announce(key);
    return changed;
  }

  /** The published value of an entity as its schema reads it, or undefined when none is known. */
  published(entityKey: string): PublishedSetting | undefined {
    return this.#published.get(entityKey);
  }

  /** Every published value known here (for the page's snapshot). */
  publishedAll(): PublishedSetting[] {
    return [...this.#published.values()];
  }

  /**
   * True when this browser holds a value of its own for the entity, a draft or not (one equal to
   * the published value still keeps its images in use). Whether it is a draft: `isDraft`.
   */
  async holdsLocalValue(entity: Entity): Promise<boolean> {
    try {
      return (await this.#source.read(entity.key)) !== undefined;
    } catch {
      return true; // unreadable local data is a (broken) value of its own
    }
  }

  /**
   * True when this browser holds a draft of the public entity `key`: a value of its own that
   * differs from the published one (or cannot be read). The one answer the public pages' preview
   * bar and the admin's publish controls both give. Only public entities' keys count: the product
   * keeps other things under its prefix (where sign-in returns to, draft bookkeeping).
   */
  async isDraft(key: string): Promise<boolean> {
    if (!publicEntityKeys.includes(key)) return false;
    let stored: unknown;
    try {
      stored = await this.#source.read(key);
    } catch {
      return true; // unreadable local data is a (broken) draft
    }
    if (stored === undefined) return false;
    const published = this.#published.get(key);
    return !published || !sameJson(stored, published.value);
  }

  /** The public entities this browser holds a draft of (`isDraft`). */
  async draftKeys(): Promise<string[]> {
    const drafts = await Promise.all(publicEntityKeys.map((key) => this.isDraft(key)));
    return publicEntityKeys.filter((_, index) => drafts[index]);
  }

  /**
   * An entity's stored value as kept, read by no schema: this browser's draft, else the published
   * value; undefined when there is neither (or the draft cannot be read). For code that needs one
   * plain part of it without loading the entity's schema (src/app/reference-labels.ts).
   */
  async raw(entityKey: string): Promise<unknown> {
    return (await this.#storedOrNothing(entityKey)) ?? this.#published.get(entityKey)?.value;
  }

  /**
   * The entity's fields the last reading in `locale` showed in English for want of their
   * translation (paths as localize.ts names them); undefined until it has read the entity in that
   * language, and always in English.
   */
  untranslated(entityKey: string, locale: Locale): readonly string[] | undefined {
    return this.#untranslated.get(`${locale}:${entityKey}`);
  }

  /**
   * The entity's value as pages read it: this browser's draft, else the published value, else the
   * defaults; in `locale` (English unless told), with the defaults' translations from `dictionary`.
   */
  async read<E extends ReadableEntity>(entity: E, language: ReadLocale = {}): Promise<SettingsOf<E>> {
    let stored: unknown = this.#previews.get(entity.key);
    try {
      stored ??= (await this.#source.read(entity.key)) ?? this.#published.get(entity.key)?.value;
    } catch (error) {
      // A server that cannot be reached is not bad data: showing the defaults would invite the
      // owner to save them over the real values.
      if (error instanceof SettingsUnavailableError) throw error;
      console.warn(`[settings] Stored "${entity.key}" settings could not be read; defaults are used.`, error);
      stored = undefined;
    }
    const english = (language.locale ?? 'en') === 'en';
    if (stored === undefined && english) return defaultsOf(entity);
    const { value, problems, fallbacks } = readStored(entity, stored ?? defaultsOf(entity), language);
    if (!english) this.#untranslated.set(`${language.locale}:${entity.key}`, fallbacks);
    if (problems.length > 0) {
      console.warn(
        `[settings] Stored "${entity.key}" settings had invalid parts; defaults are used for them:`,
        problems,
      );
    }
    return value as SettingsOf<E>;
  }

  /**
   * Validate, then persist: `value` is the whole value in `locale` (English unless told), written
   * over the stored one so the other language's words stay (./localize.ts). Throws a
   * ValidationError or a storage error; the old value stays.
   */
  async write<E extends Entity>(
    entity: E,
    value: v.InferInput<E['schema']>,
    locale: Locale = 'en',
  ): Promise<SettingsOf<E>> {
    const output = validate(entity.schema, value, entity.key);
    const before = await this.#storedOrNothing(entity.key);
    // The words the owner has not changed yet are the defaults': their Arabic is kept beside them.
    const current = before ?? this.#published.get(entity.key)?.value ?? defaultsOf(entity);
    const stored = mergeLocale(entity.schema, upgraded(entity, current), output, locale);
    await this.#source.write(entity.key, stored);
    this.#announce(entity.key);
    await this.#releaseDropped(before, stored);
    return output as SettingsOf<E>;
  }

  /**
   * Shows `value` (a form's whole value in `locale`, valid or not) to every reader of the entity in
   * this tab, as it would be stored, without storing it: the pages follow an edit on the page as it
   * is typed. Bad parts are salvaged on reading like any stored value. `endPreview` drops it.
   */
  async preview<E extends Entity>(entity: E, value: unknown, locale: Locale = 'en'): Promise<void> {
    const before = await this.#storedOrNothing(entity.key);
    const current = before ?? this.#published.get(entity.key)?.value ?? defaultsOf(entity);
    this.#previews.set(entity.key, mergeLocale(entity.schema, upgraded(entity, current), value, locale));
    this.#announce(entity.key);
  }

  /** The stored value (the draft, else the published value) is read again. */
  endPreview(entityKey: string): void {
    if (this.#previews.delete(entityKey)) this.#announce(entityKey);
  }

  /**
   * The entity's value in every language, as one stored value (drafts and published value as
   * `read` finds them, invalid parts salvaged): what an export carries and a failed import puts back.
   */
  async readAllLocales(entity: Entity): Promise<unknown> {
    const values = await Promise.all(LOCALES.map((locale) => this.read(entity, { locale })));
    return combineLocales(
      entity.schema,
      Object.fromEntries(LOCALES.map((locale, index) => [locale, values[index]])) as Record<Locale, unknown>,
    );
  }

  /**
   * Replaces the stored value by `stored`, a value in every language (an import, a restored
   * version): each language is validated, and nothing is merged with what was stored.
   */
  async replace<E extends Entity>(entity: E, stored: unknown): Promise<void> {
    const value = upgraded(entity, stored);
    validateSettings(entity, value);
    const before = await this.#storedOrNothing(entity.key);
    await this.#source.write(entity.key, value);
    this.#announce(entity.key);
    await this.#releaseDropped(before, value);
  }

  /**
   * Marks the translation into `locale` of the localized value at `path` (a form path) as right for
   * today's English, so it is no longer flagged as written for English that changed since.
   */
  async confirmTranslation(entity: Entity, path: string, locale: Locale): Promise<void> {
    const before = await this.#storedOrNothing(entity.key);
    const current = upgraded(entity, before ?? this.#published.get(entity.key)?.value);
    if (current === undefined) return;
    await this.#source.write(
      entity.key,
      updateAt(current, path, (value) => confirmTranslation(value, locale)),
    );
    this.#announce(entity.key);
  }

  /** Forget the stored value (the draft); the published value or the defaults apply again. */
  async reset<E extends Entity>(entity: E): Promise<SettingsOf<E>> {
    const before = await this.#storedOrNothing(entity.key);
    await this.#source.remove(entity.key);
    this.#announce(entity.key);
    await this.#releaseDropped(before, undefined);
    return this.read(entity);
  }

  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #announce(key: string): void {
    for (const listener of this.#listeners) listener(key);
  }
}
