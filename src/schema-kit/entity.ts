/**
 * An editable entity: a valibot object schema (type, defaults, validation, form hints) plus where it
 * lives in the admin panel and what it says when saved. One file in `schemas/` default-exports one.
 */
import * as v from 'valibot';
import type { FieldPath } from './field-paths';
import type { WidgetKind } from './fields';

export type EntitySchema = v.ObjectSchema<v.ObjectEntries, undefined>;

/**
 * The groups of the admin's side navigation, in their order, with their headings. A tab names its
 * group; the admin draws the headings from here.
 */
export const ADMIN_GROUPS = { site: 'Site', content: 'Content', inbox: 'Inbox' } as const;
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
}

export interface Entity<S extends EntitySchema = EntitySchema> {
  /** Storage key suffix; the adapter adds the product prefix. */
  key: string;
  title: string;
  description?: string;
  tab: AdminTab;
  saveMessage: string;
  schema: S;
  admin?: AdminOptions<v.InferOutput<S>>;
}

export type SettingsOf<E extends Entity> = v.InferOutput<E['schema']>;

export function defineEntity<const S extends EntitySchema>(entity: Entity<S>): Entity<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(entity.key)) {
    throw new Error(`Entity key "${entity.key}" must be lower-case letters, digits and dashes.`);
  }
  if (entity.tab.group !== undefined && !Object.hasOwn(ADMIN_GROUPS, entity.tab.group)) {
    throw new Error(
      `Entity "${entity.key}": tab group "${entity.tab.group}" is not one of ${Object.keys(ADMIN_GROUPS).join(', ')}.`,
    );
  }
  return entity;
}

/** The entity's default settings, freshly built (never shared between callers). */
export function defaultsOf<E extends Entity>(entity: E): SettingsOf<E> {
  return v.parse(entity.schema, {}) as SettingsOf<E>;
}
