/**
 * An editable entity: a valibot object schema (type, defaults, validation, form hints) plus where it
 * lives in the admin panel and what it says when saved. One file in `schemas/` default-exports one.
 */
import * as v from 'valibot';

export type EntitySchema = v.ObjectSchema<v.ObjectEntries, undefined>;

export interface AdminTab {
  /** URL key of the admin tab, e.g. `branding` in /admin?tab=branding. */
  key: string;
  label: string;
  order: number;
}

export interface Entity<S extends EntitySchema = EntitySchema> {
  /** Storage key suffix; the adapter adds the product prefix. */
  key: string;
  title: string;
  description?: string;
  tab: AdminTab;
  saveMessage: string;
  schema: S;
}

export type SettingsOf<E extends Entity> = v.InferOutput<E['schema']>;

export function defineEntity<const S extends EntitySchema>(entity: Entity<S>): Entity<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(entity.key)) {
    throw new Error(`Entity key "${entity.key}" must be lower-case letters, digits and dashes.`);
  }
  return entity;
}

/** The entity's default settings, freshly built (never shared between callers). */
export function defaultsOf<E extends Entity>(entity: E): SettingsOf<E> {
  return v.parse(entity.schema, {}) as SettingsOf<E>;
}
