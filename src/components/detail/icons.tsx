/**
 * Decorative line icons for detail pages (inline SVG, aria-hidden): entries name them, and
 * detail-icons.svg draws one <symbol> per name. The drawings live in that file, fetched once and
 * cached like an image, not in the pages' scripts: a detail page shows a handful of the ~45 icons.
 * tests/site/detail-icons.test.tsx checks that the file has exactly one symbol per name.
 */
import type { DetailIconName } from '@content/detail-icon-names';
import sprite from './detail-icons.svg?no-inline';

export function DetailIcon({ name, size = 24 }: { name: DetailIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
