/**
 * A document's draft as the owner types: kept in this browser at once, and saved online as the next
 * revision 1.5 s after the typing stops (and again when the connection comes back), with the images
 * picked for its fields uploaded first, so another device shows them. A draft changed meanwhile on
 * another device is never overwritten: saving online stops and says so.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useRef, useState } from 'react';
import type { Collection } from '@/schema-kit/collection';
import { StaleDraftError, saveDraft } from '../publish/document-drafts';
import { type ImageUploader, replaceImages } from '../publish/publish-client';
import type { EntityForm, FormValues } from '../renderer/form-hook';
import type { SaveState } from './AutosaveStatus';
import type { Loaded } from './document-editor-types';
import { inLanguage } from './document-language';
import { removeLocalDraft, writeLocalDraft } from './local-drafts';

export interface AutosaveOptions {
  collection: Collection;
  client: SupabaseClient;
  id: string;
  loaded: Loaded;
  form: EntityForm;
  /** The draft (every language) from the form's values (one language). */
  toDraft: (values: FormValues) => FormValues;
  /** The draft as the form's values make it now. */
  draft: FormValues;
  publishedJson: string | undefined;
  upload: ImageUploader;
  onChanged: () => void;
  /** Save online by itself after the typing stops (else only when asked: saveOnline). */
  online?: boolean;
}

export function useDocumentAutosave({
  collection,
  client,
  id,
  loaded,
  form,
  toDraft,
  draft,
  publishedJson,
  upload,
  onChanged,
  online = true,
}: AutosaveOptions) {
  const sync = useRef({
    baseVersion: loaded.baseVersion,
    revision: loaded.revision,
    savedJson: loaded.unsaved ? '' : JSON.stringify(loaded.value),
    inFlight: false,
    again: false,
    stale: false,
  });
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [localProblem, setLocalProblem] = useState<string>();
  const json = JSON.stringify(draft);

  /** Saves the form's current values online as the next revision of the draft. */
  const saveOnline = async () => {
    const state = sync.current;
    if (state.stale) return;
    if (state.inFlight) {
      state.again = true;
      return;
    }
    const current = toDraft(form.state.values as FormValues);
    const currentJson = JSON.stringify(current);
    if (currentJson === state.savedJson || currentJson === publishedJson) return;
    state.inFlight = true;
    setSaveState({ kind: 'saving' });
    try {
      // Images picked for a field travel with the draft, so another device shows them too.
      const withUrls = (await replaceImages(current, upload)) as FormValues;
      const shown = inLanguage(collection, withUrls, loaded.locale);
      for (const key of Object.keys(shown)) {
        if (JSON.stringify(shown[key]) !== JSON.stringify(form.state.values[key]))
          form.setFieldValue(key, shown[key] as never);
      }
      const saved = await saveDraft(client, collection, {
        id,
        value: withUrls,
        baseVersion: state.baseVersion,
        revision: state.revision + 1,
      });
      state.revision += 1;
      state.savedJson = JSON.stringify(withUrls);
      if (JSON.stringify(toDraft(form.state.values as FormValues)) === state.savedJson) {
        keepLocal(withUrls, true);
      }
      setSaveState({ kind: 'saved', at: saved.updatedAt });
      if (state.revision === 1) onChanged();
    } catch (error) {
      if (error instanceof StaleDraftError) {
        state.stale = true;
        setSaveState({ kind: 'stale' });
      } else {
        setSaveState({
          kind: 'local',
          message: error instanceof Error ? error.message : String(error),
        });
      }
    } finally {
      state.inFlight = false;
      if (state.again) {
        state.again = false;
        void saveOnline();
      }
    }
  };

  const keepLocal = (value: FormValues, online: boolean) => {
    try {
      writeLocalDraft(id, {
        collection: collection.key,
        value,
        baseVersion: sync.current.baseVersion,
        revision: sync.current.revision,
        online,
        savedAt: new Date().toISOString(),
      });
      setLocalProblem(undefined);
    } catch (error) {
      setLocalProblem(error instanceof Error ? error.message : String(error));
    }
  };

  // Every change: kept in this browser at once, saved online 1.5 s after the typing stops.
  const saveRef = useRef(saveOnline);
  saveRef.current = saveOnline;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of the values.
  useEffect(() => {
    if (json === sync.current.savedJson) return;
    if (json === publishedJson && sync.current.revision === 0) {
      removeLocalDraft(id);
      return;
    }
    keepLocal(draft, false);
    if (!online) return;
    const timer = setTimeout(() => void saveRef.current(), 1500);
    return () => clearTimeout(timer);
  }, [json]);
  useEffect(() => {
    if (!online) return;
    const retry = () => void saveRef.current();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [online]);

  return { sync, saveState, localProblem, saveOnline };
}
