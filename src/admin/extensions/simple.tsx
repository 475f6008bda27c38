/** Tabs whose editor is the generic one with the spec's button label, layout and live preview. */
import { EntityEditor } from '../editor/EntityEditor';
import { FooterPreview, HeaderPreview, HeroPreview } from '../previews/previews';
import type { EditorExtension } from './types';

export const HeaderEditor: EditorExtension = ({ entity }) => (
  <EntityEditor entity={entity} submitLabel="Save Header Settings" preview={HeaderPreview} />
);

export const FooterEditor: EditorExtension = ({ entity }) => (
  <EntityEditor entity={entity} submitLabel="Save Footer Settings" preview={FooterPreview} />
);

export const HeroEditor: EditorExtension = ({ entity }) => (
  <EntityEditor entity={entity} rootLayout="tabs" submitLabel="Save Hero Settings" preview={HeroPreview} />
);

export const ContentEditor: EditorExtension = ({ entity }) => (
  <EntityEditor entity={entity} rootLayout="tabs" submitLabel="Save Content" />
);

export const InvestmentEditor: EditorExtension = ({ entity }) => (
  <EntityEditor entity={entity} submitLabel="Save Investment Information" />
);
