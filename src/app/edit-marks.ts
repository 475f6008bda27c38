/**
 * The marks of edit mode (./editable.ts says what they are): `data-edit="<entity>:<path>"`, several
 * fields space-separated. Loaded with edit mode's host, and by the build's test of the marks.
 */
import { type Editable, markPath } from './editable';

export const marking: Editable = (source, path, rows) => {
  const paths = (typeof path === 'string' ? [path] : path) as readonly string[];
  const marks = paths.flatMap((one) => {
    const mark = markPath(one, rows);
    return mark ? [`${source.key}:${mark}`] : [];
  });
  return marks.length > 0 ? { 'data-edit': marks.join(' ') } : {};
};
