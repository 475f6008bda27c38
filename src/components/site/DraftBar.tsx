/**
 * In the admin's own browser, public pages show its unpublished drafts; this bar says so, with
 * links to the admin panel to Publish or Discard them. Visitors never have drafts, so never see
 * it. It appears only after hydration (the prerendered page shows no drafts). What counts as a
 * draft is the store's answer, the one the admin's publish controls give too. For the signed-in
 * owner it also holds 'Edit page' (edit mode, ./EditModeHost.tsx) and, in edit mode, 'Fields on this
 * page'.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

export interface EditControls {
  editing: boolean;
  onToggle: () => void;
  onShowFields: () => void;
}

export function DraftBar({ edit }: { edit?: EditControls }) {
  const context = useRouter().options.context;
  const [drafts, setDrafts] = useState<string[]>([]);
  // Only once the page has loaded the store (it does where this browser holds a value or a session).
  useEffect(
    () =>
      context.settings.when((settings) => {
        let latest = 0;
        const check = () => {
          const asked = ++latest;
          // Checks can overlap (several changes at once): only the last one asked decides.
          void settings.draftKeys().then((keys) => {
            if (asked === latest) setDrafts(keys);
          });
        };
        check();
        const unsubscribe = settings.subscribe(check);
        return () => {
          latest = -1;
          unsubscribe();
        };
      }),
    [context],
  );
  if (drafts.length === 0 && !edit) return null;
  const draftNote =
    drafts.length > 0 ? (
      <>
        <span>Previewing unpublished changes</span>
        <a href="/admin">Publish</a>
        <a href="/admin">Discard</a>
      </>
    ) : null;
  if (!edit) {
    return (
      <div className="cp-draft-bar" role="status">
        {draftNote}
      </div>
    );
  }
  return (
    <section className="cp-draft-bar" aria-label="Preview bar">
      {draftNote}
      <button
        type="button"
        className="cp-draft-bar__button"
        aria-pressed={edit.editing}
        onClick={edit.onToggle}
      >
        Edit page
      </button>
      {edit.editing ? (
        <button type="button" className="cp-draft-bar__button" onClick={edit.onShowFields}>
          Fields on this page
        </button>
      ) : null}
    </section>
  );
}
