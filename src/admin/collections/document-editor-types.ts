/** What a document's editor loads and is given. */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Collection } from '@/schema-kit/collection';
import type { Locale } from '@/schema-kit/locales';
import type { AdminDocument, DocumentState } from '../publish/document-client';
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
}
