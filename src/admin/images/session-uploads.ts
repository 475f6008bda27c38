/**
 * Uploads made in this tab that no saved draft refers to yet (an image chosen in a form that is
 * still open). The media clean-up counts them as in use, so it never deletes what the owner is
 * editing.
 */
const refs = new Set<string>();

export const rememberUploads = (added: Iterable<string>): void => {
  for (const ref of added) refs.add(ref);
};

export const sessionUploads = (): string[] => [...refs];
