/**
 * Checks an uploaded file against an image field's hints: its real type is read from its first bytes
 * (magic numbers), never trusted from its name or the browser's guess, so an SVG or HTML file named
 * .png is refused where the field does not take SVG. Messages are the schema's own, with `{name}`
 * replaced by the file name.
 */
import type { FieldHints } from '@/schema-kit/fields';
import { headOf, sniffUploadType } from '@/storage/image-type';

export const fillName = (message: string, name: string) => message.replaceAll('{name}', name);

export type ImageCheck = { ok: true; type: string } | { ok: false; message: string };

export async function checkImageFile(file: File, hints: FieldHints): Promise<ImageCheck> {
  const wrongType = fillName(hints.wrongTypeMessage ?? 'Please select an image file', file.name);
  const accept = hints.accept ?? [];
  const type = sniffUploadType(await headOf(file, 1024));
  if (!type || (accept.length > 0 && !accept.includes(type))) return { ok: false, message: wrongType };
  if (hints.maxBytes !== undefined && file.size > hints.maxBytes) {
    return {
      ok: false,
      message: fillName(hints.tooLargeMessage ?? 'File {name} is too large.', file.name),
    };
  }
  return { ok: true, type };
}
