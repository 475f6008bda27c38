/**
 * An editable entity: a valibot object schema (type, defaults, validation, form hints) plus where it
 * lives in the admin panel and what it says when saved. One file in `schemas/` default-exports one.
 */
import * as v from 'valibot';
import { CHECK_DEFINITIONS } from './definition-checks';
import type { FieldPath } from './field-paths';
import type { WidgetKind } from './fields';

export type EntitySchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/**
 * The groups of the admin's side navigation, in their order, with their headings. A tab names its
 * group; the admin draws the headings from here.
 */
export const ADMIN_GROUPS = { site: 'Site', pages: 'Pages', content: 'Content', inbox: 'Inbox' } as const;
export type AdminGroup = keyof typeof ADMIN_GROUPS;

export interface AdminTab {
  /** URL key of the admin tab, e.g. `branding` in /admin?tab=branding. */
  key: string;
  label: string;
  /** Position in the navigation (within its group). */
  order: number;
  /** The navigation group the tab is listed under (default 'site'). */
  group?: AdminGroup;
}

/** The group a tab is listed under. */
export const groupOf = (tab: AdminTab): AdminGroup => tab.group ?? 'site';

/** The live previews the admin can draw beside a generic editor (src/admin/previews). */
export type PreviewName = 'branding' | 'header' | 'footer' | 'hero';

/** How the admin presents the entity's generic editor: data only, so schemas import no UI. */
export interface AdminOptions<T = unknown> {
  /** The save button's label (default 'Save Changes'). */
  saveLabel?: string;
  /** 'tabs': the top-level groups become sub-tabs; 'stack' (default): one card after another. */
  layout?: 'stack' | 'tabs';
  /** A live preview drawn from the form's current values. */
  preview?: PreviewName;
  /**
   * Another widget for some fields than their constructor's, by typed path (a list's item fields as
   * `list.field`), e.g. `{ 'company.description': 'textarea' }`. A path the schema lacks fails to
   * compile.
   */
  widgets?: { readonly [P in FieldPath<T>]?: WidgetKind };
  /**
   * Descriptions of fields by typed path, loaded with the entity's tab (a dynamic import of a module
   * in schemas/parts/): for an entity of many short fields, whose descriptions would
   * otherwise travel in every page's scripts with its schema. A field's own description comes first.
   */
  descriptions?: () => Promise<{ readonly [P in FieldPath<T>]?: string }>;
}

/**
 * Who reads an entity's value. 'public' (the default): drafts in the owner's browser, published to
 * every visitor and prerendered. 'admin': kept in the database where only the admin reads or
 * writes it (public.admin_settings), saved there at once, never published, never in a page; public
 * loaders refuse such an entity (settings-loader.ts), at compile time and at run time.
 */
export type EntityAccess = 'public' | 'admin';

export interface Entity<S extends EntitySchema = EntitySchema, A extends EntityAccess = EntityAccess> {
  /** Storage key suffix; the adapter adds the product prefix. */
  key: string;
  title: string;
  description?: string;
  /** Default 'public'. */
  access?: A;
  tab: AdminTab;
  saveMessage: string;
  schema: S;
  /**
   * Today's shape of a value an earlier version stored (./read-stored.ts): when a field moves or is
   * restructured, this keeps the owner's value instead of letting salvage fall back to the default.
   */
  upgrade?: (stored: unknown) => unknown;
  admin?: AdminOptions<v.InferOutput<S>>;
}

/** An entity visitors may read: what public loaders, publishing and Export accept. */
export type PublicEntity<S extends EntitySchema = EntitySchema> = Entity<S, 'public'>;

export type SettingsOf<E extends Pick<Entity, 'schema'>> = v.InferOutput<E['schema']>;

/** What reading an entity's value needs: its key (where it is kept), its schema and its upgrade. */
export type ReadableEntity<S extends EntitySchema = EntitySchema> = Pick<
  Entity<S>,
  'key' | 'access' | 'schema' | 'upgrade'
>;

/** A readable entity visitors may read (an entity's part included): what public loaders accept. */
export type PublicReadable<S extends EntitySchema = EntitySchema> = Pick<
  PublicEntity<S>,
  'key' | 'access' | 'schema' | 'upgrade'
>;

/**
 * Some top-level groups of an entity, read as the entity is (its key, so its stored and published
 * value and the loaders a change re-runs; its upgrade) with only their schemas: the same groups
 * make up the entity's schema. A page reads the part it shows, so the other groups' defaults stay
 * out of its scripts (schemas/parts/site-text/).
 */
export function entityPart<const E extends v.ObjectEntries>(
  entity: Pick<PublicEntity, 'key' | 'upgrade'>,
  entries: E,
): PublicReadable<v.ObjectSchema<E, undefined>> {
  return { key: entity.key, upgrade: entity.upgrade, schema: v.object(entries) };
}

/**
 * The key and tab group are checked where definitions are made and tested (./definition-checks.ts).
 */
export function defineEntity<const S extends EntitySchema, const A extends EntityAccess = 'public'>(
  entity: Entity<S, A>,
): Entity<S, A> {
  if (CHECK_DEFINITIONS) {
    if (!/^[a-z][a-z0-9-]*$/.test(entity.key)) {
      throw new Error(`Entity key "${entity.key}" must be lower-case letters, digits and dashes.`);
    }
    if (entity.tab.group !== undefined && !Object.hasOwn(ADMIN_GROUPS, entity.tab.group)) {
      throw new Error(
        `Entity "${entity.key}": tab group "${entity.tab.group}" is not one of ${Object.keys(ADMIN_GROUPS).join(', ')}.`,
      );
    }
  }
  return entity;
}

export const isAdminOnly = (entity: Pick<Entity, 'access'>): boolean => entity.access === 'admin';

export const isPublic = (entity: Entity): entity is PublicEntity => entity.access !== 'admin';

/** The entity's default settings, freshly built (never shared between callers). */
export function defaultsOf<E extends Pick<Entity, 'schema'>>(entity: E): SettingsOf<E> {
  return v.parse(entity.schema, {}) as SettingsOf<E>;
}
