/**
 * The marks of edit mode (./editable.ts says what they are): `data-edit="<entity>:<path>"`, several
 * fields space-separated. Loaded with edit mode's host, and by the build's test of the marks.
 */
import { addressOf } from '@/schema-kit/field-paths';
import type { Editable } from './editable';

export const marking: Editable = (source, path, rows) => {
  const paths = (typeof path === 'string' ? [path] : path) as readonly string[];
  const marks = paths.flatMap((one) => {
    const mark = addressOf(one, rows);
    return mark ? [`${source.key}:${mark}`] : [];
  });
  return marks.length > 0 ? { 'data-edit': marks.join(' ') } : {};
};
