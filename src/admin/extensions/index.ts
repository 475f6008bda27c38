/**
 * Per-entity editors, by admin tab key, for the tabs whose interaction the spec makes special.
 * Every other tab (including any new schema's) gets the generic EntityEditor, shaped by the
 * entity's `admin` options (save label, layout, preview).
 */
import { BrandingEditor } from './BrandingEditor';
import { DeployHookEditor } from './DeployHookEditor';
import { FontsEditor } from './FontsEditor';
import { BenefitsEditor, JobsEditor } from './ItemsEditor';
import { LeadershipEditor } from './LeadershipEditor';
import type { EditorExtension } from './types';

export type { EditorExtension } from './types';

export const editorExtensions: Record<string, EditorExtension> = {
  branding: BrandingEditor,
  fonts: FontsEditor,
  leadership: LeadershipEditor,
  careers: BenefitsEditor,
  jobs: JobsEditor,
  'deploy-hook': DeployHookEditor,
};
