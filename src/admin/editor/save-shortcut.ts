/**
 * Ctrl+S (Cmd+S on a Mac) saves the open editor instead of opening the browser's 'Save page' dialog,
 * as in every CMS, also while the focus is in a field. An editor registers its save for as long as it
 * is shown; the one shown last acts, so a form opened above a list (a team member's) saves itself,
 * not the list. While no editor is shown the keys keep their browser meaning.
 *
 * SaveBar, the save bar of every settings editor, registers itself; an editor without one (a
 * document editor) calls `useSaveShortcut(save)` the same way.
 */
import { useEffect, useEffectEvent } from 'react';

/** Ctrl+S or Cmd+S, whatever the keyboard layout (the S key's position, or the letter typed). */
export function isSaveShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    (event.key.toLowerCase() === 's' || event.code === 'KeyS')
  );
}

/** The shown editors' saves, the last shown last. */
const shown: { save: () => void }[] = [];

function onKeyDown(event: KeyboardEvent) {
  const editor = shown.at(-1);
  if (!editor || !isSaveShortcut(event)) return;
  event.preventDefault();
  // Holding the keys repeats the event: one save.
  if (!event.repeat) editor.save();
}

/** While `enabled`, Ctrl+S / Cmd+S calls `save` (unless an editor shown later takes the keys). */
export function useSaveShortcut(save: () => void, enabled = true): void {
  const onSave = useEffectEvent(save);
  useEffect(() => {
    if (!enabled) return;
    const editor = { save: () => onSave() };
    shown.push(editor);
    // Capture: a field that stops the key's propagation must not let the browser's dialog open.
    if (shown.length === 1) document.addEventListener('keydown', onKeyDown, true);
    return () => {
      shown.splice(shown.indexOf(editor), 1);
      if (shown.length === 0) document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [enabled]);
}
