/**
 * Fields a visitor changed before their island hydrated. React hydrates a controlled field without
 * touching what the visitor typed, but its state still holds the server value; replaying the edit as
 * an input (or change) event hands the typed value to the field's onChange. Loaded with the island's
 * code.
 */
import { fields, isEdited } from './field-edits';

/** React's record of a field's last known value (what it compares with to detect an edit). */
interface ValueTracker {
  setValue(value: string): void;
}

/**
 * Makes React believe the field still holds `previous`, without touching the field. React keeps
 * this record on the element; if it ever stops doing so, the value is set back and forth through
 * the element instead.
 */
function forgetEdit(field: HTMLInputElement | HTMLTextAreaElement, previous: string) {
  const tracker = (field as { _valueTracker?: ValueTracker })._valueTracker;
  if (tracker) {
    tracker.setValue(previous);
    return;
  }
  const value = field.value;
  field.value = previous;
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/**
 * The focused field's caret, put back once React has re-rendered the replayed fields. React handles
 * an event sent from inside an effect before it can apply the state change, so it first writes the
 * old value back, then the new one: the text ends right, the caret at the end. Input types without a
 * selection API (e.g. email) cannot be helped.
 */
function keepCaret(): () => void {
  const field = document.activeElement;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return () => {};
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = field.selectionStart;
    end = field.selectionEnd;
  } catch {
    return () => {};
  }
  if (start === null || end === null) return () => {};
  const [from, to] = [start, end];
  return () => {
    if (document.activeElement === field) field.setSelectionRange(from, to);
  };
}

function replayEdits(container: HTMLElement): void {
  for (const field of fields(container)) {
    if (!isEdited(field)) continue;
    // React reads selects and file inputs on change, without a value tracker.
    if (field instanceof HTMLSelectElement || field.type === 'file') {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      continue;
    }
    forgetEdit(field, field.defaultValue);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Call right before the island's root hydrates; call what it returns once it has. Chosen files are
 * noted first: a component may clear its file input when it mounts with no file in its state
 * (Mantine's FileInput does), so they are put back before the edits are replayed.
 */
export function prepareReplay(container: HTMLElement): () => void {
  const chosen = [...container.querySelectorAll<HTMLInputElement>('input[type="file"]')]
    .filter((input) => input.files?.length)
    // A copy: the input's own FileList empties when the input is cleared.
    .map((input) => {
      const copy = new DataTransfer();
      for (const file of input.files ?? []) copy.items.add(file);
      return [input, copy.files] as const;
    });
  return () => {
    for (const [input, files] of chosen) {
      if (!input.files?.length && input.isConnected) input.files = files;
    }
    const restoreCaret = keepCaret();
    replayEdits(container);
    // After React's re-render of the replayed fields (it runs before queued microtasks).
    queueMicrotask(restoreCaret);
  };
}
