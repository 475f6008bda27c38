/**
 * One icon of an icon field's catalogue, drawn in the admin as the page draws it: the detail pages'
 * line icons by their own component; the site's icons from their path data (the page's <Icon> is a
 * reference to the sprite, which the admin's own markup need not rely on).
 */
import { DETAIL_ICON_NAMES, type DetailIconName } from '@content/detail-icon-names';
import { ICON_PATHS } from '@content/icon-paths';
import { DetailIcon } from '@/components/detail/icons';
import type { IconCatalogue } from '@/schema-kit/fields';

const isDetailIcon = (name: string): name is DetailIconName =>
  (DETAIL_ICON_NAMES as readonly string[]).includes(name);

const sitePath = (name: string): string | undefined =>
  Object.hasOwn(ICON_PATHS, name) ? ICON_PATHS[name as keyof typeof ICON_PATHS] : undefined;

/** The icon, decorative (its name is said by whatever shows it); an empty square for a name the set lacks. */
export function CatalogueIcon({
  catalogue,
  name,
  size = 24,
}: {
  catalogue: IconCatalogue;
  name: string;
  size?: number;
}) {
  if (catalogue === 'detail' && isDetailIcon(name)) return <DetailIcon name={name} size={size} />;
  const path = catalogue === 'site' ? sitePath(name) : undefined;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {path ? <path d={path} /> : null}
    </svg>
  );
}
