/**
 * The labels a document's reference fields show (an article's author: a leadership member's current
 * name, by id), for route loaders and the admin's reference picker. They are read as the reference
 * field declares them (the target's `list` of items with an `id` and a `label` field, the list
 * possibly nested in others), so a page with documents needs the referenced
 * entity's schema only when nothing else can tell:
 *  - this browser's draft of the entity, else its published value (both in the settings store);
 *  - else, with nothing stored, the labels the page was prerendered with (the documents snapshot):
 *    the entity's defaults, which this build's pages all share;
 *  - else (a page reached inside the site) the entity read through its schema, defaults included.
 * The loader is recorded as reading the entity, so a change to it re-runs the loader.
 */

import { CHECK_DEFINITIONS } from '@/schema-kit/definition-checks';
import type { PublicEntity } from '@/schema-kit/entity';
import type { ReferenceTarget } from '@/schema-kit/fields';
import { pickLocale } from '@/schema-kit/localize';
import type { ReadLocale } from '@/schema-kit/read-stored';
import { isRecord } from '@/schema-kit/schema-walk';
import type { DocumentsStore } from '@/storage/documents-store';
import { type RouterContext, recordRead } from './router-context';
import { readLocale } from './settings-loader';

/** An item's label by its id. */
export type Labels = Readonly<Record<string, string>>;

/**
 * The records at a target's `list`: a dotted path that may pass through lists and groups, so
 * 'navigation.menu.groups' is every group of every navigation entry. Undefined when no such list is
 * found anywhere on the path.
 */
function itemsAt(value: unknown, list: string): unknown[] | undefined {
  const keys = list.split('.');
  let holders: unknown[] = [value];
  let found = false;
  for (const [depth, key] of keys.entries()) {
    const last = depth === keys.length - 1;
    holders = holders.flatMap((holder) => {
      const inner = isRecord(holder) ? holder[key] : undefined;
      if (Array.isArray(inner)) {
        found ||= last;
        return inner;
      }
      return last || inner === undefined ? [] : [inner];
    });
  }
  return found ? holders : undefined;
}

/**
 * The labels in an entity's value, by item id, in the page's language (`language`: a stored value's
 * labels may be kept per language); undefined when the value has no such list.
 */
export function labelsIn(
  value: unknown,
  target: ReferenceTarget,
  language: ReadLocale = {},
): Labels | undefined {
  const items = itemsAt(value, target.list);
  if (!items) return undefined;
  const labels: Record<string, string> = {};
  for (const item of items) {
    if (!isRecord(item)) continue;
    const { id, [target.label]: stored } = item;
    const label = pickLocale(stored, language.locale ?? 'en', language.dictionary).value;
    if (typeof id === 'string' && id !== '' && typeof label === 'string') labels[id] ??= label;
  }
  return labels;
}

export async function readLabels(
  context: RouterContext,
  routeId: string,
  documents: DocumentsStore,
  target: ReferenceTarget,
  /** The referenced entity, loaded only when needed, e.g. `() => import('@schemas/leadership')`. */
  entity: () => Promise<{ default: PublicEntity }>,
): Promise<Labels> {
  recordRead(context, routeId, target.entity);
  const key = `${target.entity}.${target.list}.${target.label}`;
  const settings = await context.settings.get();
  const [stored, language] = await Promise.all([
    settings.raw(target.entity),
    readLocale(context, target.entity),
  ]);
  let labels = stored === undefined ? documents.labels(key) : labelsIn(stored, target, language);
  if (!labels) {
    const loaded = (await entity()).default;
    // A wrong pairing is a programming error, caught where definitions are checked.
    if (CHECK_DEFINITIONS && loaded.key !== target.entity) {
      throw new Error(`A reference to "${target.entity}" was given "${loaded.key}".`);
    }
    labels = labelsIn(await settings.read(loaded, language), target) ?? {};
  }
  documents.keepLabels(key, labels);
  return labels;
}
