/** What a document's editor loads and is given. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import type { Collection } from '@/schema-kit/collection';
import type { Locale } from '@/schema-kit/locales';
import type { AdminDocument, DocumentState } from '../publish/document-list';
import type { FieldDescriptor } from '../renderer/describe-schema';
import type { FormValues } from '../renderer/form-hook';

export interface Published {
  value: FormValues;
  version: number;
  state: DocumentState;
}

export interface Loaded {
  /** What the draft starts with, in every language. */
  value: FormValues;
  /** The language the form edits. */
  locale: Locale;
  published?: Published;
  /** The published version the draft continues (0: never published). */
  baseVersion: number;
  /** The online draft's revision (0: none). */
  revision: number;
  /** The form starts with a change not saved anywhere yet (a restored version). */
  unsaved: boolean;
  /** A draft changed on another device was newer than this browser's copy, which is set aside. */
  setAside?: FormValues;
  key: number;
}

export interface DocumentEditorProps {
  collection: Collection;
  client: SupabaseClient;
  id: string;
  /** The collection's other documents (a slug they use is refused here). */
  others: readonly AdminDocument[];
  onClose: () => void;
  /** The document's state changed (published, unpublished, a draft saved or removed). */
  onChanged: () => void;
  /** The language the form starts in (English unless told). */
  initialLocale?: Locale;
  /**
   * Draws the fields instead of the whole form (editing on the page: the chosen field and the fields
   * beside it). The language is then the one it starts in, and the draft is saved online only when
   * the owner saves (it is kept in this browser at once, as always).
   */
  render?: (api: DocumentFormApi) => ReactNode;
}

/** What `render` is given. */
export interface DocumentFormApi {
  collection: Collection;
  descriptors: FieldDescriptor[];
  /** The form's values, in the language being edited. */
  values: FormValues;
  /** The draft in every language, as it would be stored. */
  draft: FormValues;
  /** The draft differs from the published document (or there is none). */
  changed: boolean;
  /** Save the draft online now. */
  save: () => void;
  saving: boolean;
  /** The draft has changes not saved online. */
  dirty: boolean;
}
