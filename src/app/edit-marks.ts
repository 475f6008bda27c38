/**
 * The marks of edit mode (./editable.ts says what they are): `data-edit="<entity>:<path>"`, several
 * fields space-separated. Loaded with edit mode's host, and by the build's test of the marks.
 */
import type { Editable, EditRows } from './editable';

/** The mark's form of one path: `sections.services.cards.title` with rows -> `sections[#services].cards[#cloud].title`. */
export function markPath(path: string, rows: EditRows = {}): string | undefined {
  const steps = path.split('.');
  const out: string[] = [];
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index] as string;
    const row = rows[step];
    if (row === undefined) {
      out.push(step);
      continue;
    }
    if (typeof row === 'number') out.push(`${step}[${row}]`);
    else if (row.id) out.push(`${step}[#${row.id}]`);
    else return undefined; // a row with neither id nor place cannot be found again
    // A block row's fields follow its kind in the typed path; the id says which row it is.
    if (typeof row !== 'number' && row.kind !== undefined && steps[index + 1] === row.kind) index++;
  }
  return out.join('.');
}

export const marking: Editable = (source, path, rows) => {
  const paths = (typeof path === 'string' ? [path] : path) as readonly string[];
  const marks = paths.flatMap((one) => {
    const mark = markPath(one, rows);
    return mark ? [`${source.key}:${mark}`] : [];
  });
  return marks.length > 0 ? { 'data-edit': marks.join(' ') } : {};
};
