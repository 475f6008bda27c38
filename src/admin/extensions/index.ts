/**
 * Per-entity editors, by admin tab key, for the tabs whose interaction the spec makes special.
 * Every other tab (including any new schema's) gets the generic EntityEditor.
 */
import { BrandingEditor } from './BrandingEditor';
import { FontsEditor } from './FontsEditor';
import { BenefitsEditor, JobsEditor } from './ItemsEditor';
import { LeadershipEditor } from './LeadershipEditor';
import { ContentEditor, FooterEditor, HeaderEditor, HeroEditor, InvestmentEditor } from './simple';
import type { EditorExtension } from './types';

export type { EditorExtension } from './types';

export const editorExtensions: Record<string, EditorExtension> = {
  branding: BrandingEditor,
  header: HeaderEditor,
  footer: FooterEditor,
  fonts: FontsEditor,
  hero: HeroEditor,
  leadership: LeadershipEditor,
  content: ContentEditor,
  careers: BenefitsEditor,
  jobs: JobsEditor,
  investment: InvestmentEditor,
};
