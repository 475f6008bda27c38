/**
 * Export and import of every entity's settings as one JSON file. Exported images travel inside the
 * file as data: URLs (an `idb:` reference means nothing in another browser): every processed size of
 * an image value, with its alt text, focal point and placeholder as they are. Imported data: images
 * at an image's addresses (`src`, each variant's `src`) go back into IndexedDB; a placeholder stays
 * inline. An import is checked against every entity's schema first and is all or
 * nothing: a file with any invalid part changes nothing and reports each part by entity and field.
 */
import type { Entity, PublicEntity } from '@/schema-kit/entity';
import { mapStrings } from '@/schema-kit/json-strings';
import { upgraded } from '@/schema-kit/read-stored';
import { issueField, ValidationError, validateSettings } from '@/schema-kit/validate';
import { isBinaryRef } from './binary-ref';
import type { SettingsStore } from './settings-store';

export const EXPORT_FORMAT = 'connectia-settings';
export const EXPORT_VERSION = 1;

export interface SettingsExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  entities: Record<string, unknown>;
}

export interface ImportProblem {
  /** The entity's title as the admin shows it, or '' for the file as a whole. */
  entity: string;
  /** Dotted field path inside the entity, '' for the entity as a whole. */
  field: string;
  message: string;
}

export interface ImageBridge {
  /** idb:<id> -> data:image/...;base64,... */
  toDataUrl(ref: string): Promise<string | undefined>;
  /** data:image/... -> idb:<id> */
  fromDataUrl(dataUrl: string): Promise<string>;
}

const DATA_IMAGE = /^data:image\/[a-z+.-]+;base64,/i;

/**
 * Every entity's current settings (stored or default), images inlined. Public entities only: an
 * admin-only one (a deploy hook's token, say) lives in the database and never in a file.
 */
export async function exportSettings(
  store: SettingsStore,
  entities: readonly PublicEntity[],
  images: ImageBridge,
  now = new Date(),
): Promise<SettingsExport> {
  const pairs = await Promise.all(
    entities.map(async (entity) => {
      const value = await store.readAllLocales(entity);
      const inlined = await mapStrings(value, async (text) =>
        isBinaryRef(text) ? ((await images.toDataUrl(text)) ?? '') : text,
      );
      return [entity.key, inlined] as const;
    }),
  );
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    entities: Object.fromEntries(pairs),
  };
}

export type ImportCheck =
  | { ok: true; values: { entity: Entity; value: unknown }[] }
  | { ok: false; problems: ImportProblem[] };

/** Parses and validates an export file without changing anything. */
export function checkImport(text: string, entities: readonly PublicEntity[]): ImportCheck {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, problems: [{ entity: '', field: '', message: 'This file is not valid JSON.' }] };
  }
  const file = parsed as Partial<SettingsExport> | null;
  if (
    !file ||
    typeof file !== 'object' ||
    file.format !== EXPORT_FORMAT ||
    typeof file.entities !== 'object'
  ) {
    return {
      ok: false,
      problems: [{ entity: '', field: '', message: 'This file is not a settings export of this site.' }],
    };
  }
  const stored = file.entities ?? {};
  const problems: ImportProblem[] = [];
  const values: { entity: Entity; value: unknown }[] = [];
  for (const key of Object.keys(stored)) {
    if (!entities.some((entity) => entity.key === key)) {
      problems.push({ entity: key, field: '', message: `This site has no settings called "${key}".` });
    }
  }
  for (const entity of entities) {
    if (!(entity.key in stored)) continue;
    try {
      values.push({ entity, value: validateSettings(entity, upgraded(entity, stored[entity.key])) });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      for (const issue of error.issues) {
        problems.push({ entity: entity.title, field: issueField(issue), message: issue.message });
      }
    }
  }
  if (values.length === 0 && problems.length === 0) {
    problems.push({ entity: '', field: '', message: 'This file holds no settings.' });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/**
 * Imports a checked file: images into IndexedDB, then every entity through the store. If a write
 * fails (a full quota), the entities already written get their previous values back and the error
 * is rethrown, so an import never leaves half of a file applied.
 */
export async function importSettings(
  store: SettingsStore,
  checked: Extract<ImportCheck, { ok: true }>,
  images: ImageBridge,
): Promise<string[]> {
  const previous = await Promise.all(checked.values.map(({ entity }) => store.readAllLocales(entity)));
  const written: number[] = [];
  // An image's src is also its largest size: one data: URL becomes one stored image.
  const stored = new Map<string, Promise<string>>();
  const storeOnce = (dataUrl: string) => {
    let ref = stored.get(dataUrl);
    if (!ref) {
      ref = images.fromDataUrl(dataUrl);
      stored.set(dataUrl, ref);
    }
    return ref;
  };
  try {
    for (const [index, { entity, value }] of checked.values.entries()) {
      const local = await mapStrings(value, async (text, key) =>
        key === 'src' && DATA_IMAGE.test(text) ? storeOnce(text) : text,
      );
      await store.replace(entity, local);
      written.push(index);
    }
  } catch (error) {
    for (const index of written) {
      const item = checked.values[index];
      if (item) await store.replace(item.entity, previous[index]).catch(() => {});
    }
    throw error;
  }
  return checked.values.map(({ entity }) => entity.title);
}
