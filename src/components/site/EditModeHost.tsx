/**
 * Edit mode for the signed-in owner, on every public page. After hydration a cheap check (a stored
 * session, src/app/session-hint.ts) decides whether to load the owner check at all; only when
 * supabase-js confirms the owner does the preview bar offer 'Edit page'. Edit mode is remembered per
 * tab (sessionStorage); when on, the marks appear (EditModeContext, src/app/editable.ts) and the
 * panel's code loads. Visitors load none of it: the editing code is reached through import() only
 * (src/app/editing-door.ts).
 */
import { type ComponentType, type ReactNode, useContext, useEffect, useState } from 'react';
import { EditModeContext } from '@/app/editable';
import { loadEditPanel, loadOwnerCheck } from '@/app/editing-door';
import { hasStoredSession } from '@/app/session-hint';
import { PRODUCT_PREFIX } from '@/storage/settings-source';
import { DraftBar } from './DraftBar';

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

export function EditModeHost({ children }: { children: ReactNode }) {
  const [owner, setOwner] = useState(false);
  const [editing, setEditing] = useState(false);
  const [Panel, setPanel] = useState<Panel>();
  const [fieldsAsked, setFieldsAsked] = useState(0);
  // Marks appear once the panel that answers their clicks is there. Marked from above as well (a
  // test renders pages as edit mode marks them).
  const marked = useContext(EditModeContext) || (editing && Panel !== undefined);

  useEffect(() => {
    if (!hasStoredSession()) return;
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

  return (
    <EditModeContext.Provider value={marked}>
      <DraftBar
        edit={
          owner
            ? {
                editing,
                onToggle: () => setEditing((on) => !on),
                onShowFields: () => setFieldsAsked((asked) => asked + 1),
              }
            : undefined
        }
      />
      {children}
      {editing && Panel ? <Panel fieldsAsked={fieldsAsked} /> : null}
    </EditModeContext.Provider>
  );
}
