/**
 * Edit mode for the signed-in owner, on every public page. The page frame (./SiteLayout.tsx) loads
 * this module after hydration only where a cheap check finds a stored session
 * (src/app/session-hint.ts); it then loads the owner check, and only when supabase-js confirms the
 * owner does the preview bar offer 'Edit page'. Edit mode is remembered per tab (sessionStorage);
 * when on, the panel's code loads and the marks appear (the frame puts `marking` in
 * EditModeContext, src/app/editable.ts). Visitors load none of it: the editing code is reached
 * through import() only (src/app/editing-door.ts).
 */
import { type ComponentType, useEffect, useState } from 'react';
import { marking } from '@/app/edit-marks';
import type { Editable } from '@/app/editable';
import { loadEditPanel, loadOwnerCheck } from '@/app/editing-door';
import { PRODUCT_PREFIX } from '@/storage/settings-source';
import type { EditControls } from './DraftBar';

/** What edit mode gives the page frame: the marks (in edit mode) and the preview bar's buttons (for the owner). */
export interface EditMode {
  marks?: Editable;
  controls?: EditControls;
}

const MODE_KEY = `${PRODUCT_PREFIX}edit-mode`;

const remembered = (): boolean => {
  try {
    return sessionStorage.getItem(MODE_KEY) === 'on';
  } catch {
    return false;
  }
};
const remember = (on: boolean) => {
  try {
    if (on) sessionStorage.setItem(MODE_KEY, 'on');
    else sessionStorage.removeItem(MODE_KEY);
  } catch {
    // Storage unavailable: edit mode lasts for this page only.
  }
};

type Panel = ComponentType<{ fieldsAsked: number }>;

export function EditModeHost({ onChange }: { onChange: (mode: EditMode) => void }) {
  const [owner, setOwner] = useState(false);
  const [editing, setEditing] = useState(false);
  const [Panel, setPanel] = useState<Panel>();
  const [fieldsAsked, setFieldsAsked] = useState(0);

  useEffect(() => {
    let live = true;
    loadOwnerCheck()
      .then(({ isOwnerSignedIn }) => isOwnerSignedIn())
      .then(
        (yes) => {
          if (!live || !yes) return;
          setOwner(true);
          setEditing(remembered());
        },
        (error: unknown) => console.warn('[edit] The editing code could not be loaded:', error),
      );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!owner) return;
    remember(editing);
    document.documentElement.classList.toggle('cp-edit-mode', editing);
    if (editing && !Panel) {
      loadEditPanel().then(
        (module) => setPanel(() => module.default),
        (error: unknown) => console.warn('[edit] The editing panel could not be loaded:', error),
      );
    }
  }, [owner, editing, Panel]);

  // Marks appear once the panel that answers their clicks is there.
  useEffect(() => {
    onChange({
      marks: editing && Panel !== undefined ? marking : undefined,
      controls: owner
        ? {
            editing,
            onToggle: () => setEditing((on) => !on),
            onShowFields: () => setFieldsAsked((asked) => asked + 1),
          }
        : undefined,
    });
  }, [owner, editing, Panel, onChange]);

  return editing && Panel ? <Panel fieldsAsked={fieldsAsked} /> : null;
}
