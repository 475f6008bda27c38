/**
 * Per-entity editors for the entities whose interaction is special, keyed by the entity itself (its
 * key, read from its schema), never by where its tab sits: a tab can be renamed or moved (benefits
 * live on the `careers` tab) and keep its editor. Every other entity (including any new schema's)
 * gets the generic EntityEditor, shaped by the entity's `admin` options (save label, layout, preview).
 */
import benefits from '@schemas/benefits';
import branding from '@schemas/branding';
import deployHook from '@schemas/deploy-hook';
import fonts from '@schemas/fonts';
import jobs from '@schemas/jobs';
import leadership from '@schemas/leadership';
import type { Entity } from '@/schema-kit/entity';
import { BrandingEditor } from './BrandingEditor';
import { DeployHookEditor } from './DeployHookEditor';
import { FontsEditor } from './FontsEditor';
import { BenefitsEditor, JobsEditor } from './ItemsEditor';
import { LeadershipEditor } from './LeadershipEditor';
import type { EditorExtension } from './types';

export type { EditorExtension } from './types';

const editors = new Map<string, EditorExtension>([
  [branding.key, BrandingEditor],
  [fonts.key, FontsEditor],
  [leadership.key, LeadershipEditor],
  [benefits.key, BenefitsEditor],
  [jobs.key, JobsEditor],
  [deployHook.key, DeployHookEditor],
]);

/** The entity's own editor, if it has one. */
export const editorExtension = (entity: Pick<Entity, 'key'>): EditorExtension | undefined =>
  editors.get(entity.key);
