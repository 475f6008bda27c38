/**
 * The body editor (TipTap on ProseMirror) learns where the caret went from the browser's
 * selectionchange, a task of its own: on a busy machine a key pressed right after End or Ctrl+End
 * acts where the caret was before. Tests wait for the editor's own selection first: ProseMirror's,
 * which TipTap exposes on its element as `editor`.
 */
import type { Locator } from '@playwright/test';

/** Where the editor's caret is: at the end of its paragraph, and at the end of the whole body. */
function caret(editor: Locator): Promise<{ endOfBlock: boolean; endOfBody: boolean }> {
  return editor.evaluate((root) => {
    const { editor: tiptap } = root as unknown as {
      editor?: {
        state: {
          doc: { content: { size: number } };
          selection: {
            empty: boolean;
            head: number;
            $head: { parentOffset: number; parent: { content: { size: number } } };
          };
        };
      };
    };
    if (!tiptap) return { endOfBlock: false, endOfBody: false };
    const { doc, selection } = tiptap.state;
    const { $head } = selection;
    return {
      endOfBlock: selection.empty && $head.parentOffset === $head.parent.content.size,
      endOfBody: selection.empty && selection.head === doc.content.size - 1,
    };
  });
}

/** Whether the caret is at the very end of the body (after Ctrl+End). */
export const caretAtEnd = async (editor: Locator) => (await caret(editor)).endOfBody;

/** Whether the caret is at the end of its paragraph (after End on a one-line paragraph). */
export const caretAtEndOfParagraph = async (editor: Locator) => (await caret(editor)).endOfBlock;
