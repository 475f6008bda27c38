/** The page's hero band: the single h1, a subtitle, optional breadcrumb and buttons. */
import type { CSSProperties, ReactNode } from 'react';
import type { EditMark } from '@/app/editable';
import { useSiteText } from '@/app/site-text';
import type { ImageValue } from '@/schema-kit/image-value';
import { Container, Group, Stack } from './layout';
import { ResponsiveImage } from './ResponsiveImage';
import { SmartLink } from './SmartLink';
import './ui.css';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  /** Small label above the title. */
  eyebrow?: string;
  breadcrumb?: Crumb[];
  /** Buttons (e.g. ButtonLink) shown under the subtitle. */
  actions?: ReactNode;
  /** Extra content beside (desktop) or below (phone) the text, e.g. an illustration. */
  aside?: ReactNode;
  /** Overrides of the brand gradient (hero settings). */
  background?: string;
  color?: string;
  /**
   * A photo behind the text, under a dark overlay: a real <img> (srcset, focal point, placeholder),
   * loaded first as the page's largest element.
   */
  backgroundImage?: ImageValue;
  id?: string;
  children?: ReactNode;
  /**
   * Marks for editing on the page (src/app/editable.ts) of the title, the subtitle, and the section
   * itself (its background photo: a click on the hero outside its texts picks it).
   */
  titleMark?: EditMark;
  subtitleMark?: EditMark;
  sectionMark?: EditMark;
}

export function PageHero({
  title,
  subtitle,
  eyebrow,
  breadcrumb,
  actions,
  aside,
  background,
  color,
  backgroundImage,
  id,
  children,
  titleMark,
  subtitleMark,
  sectionMark,
}: PageHeroProps) {
  const style: CSSProperties = {};
  if (background) style.background = background;
  if (color) style.color = color;
  const photo = backgroundImage?.src ? backgroundImage : undefined;
  return (
    <section
      className={photo ? 'cp-hero cp-hero--photo' : 'cp-hero'}
      style={style}
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      {...sectionMark}
    >
      {photo ? (
        <ResponsiveImage image={photo} sizes="100vw" priority fit="cover" className="cp-hero__photo" />
      ) : null}
      <Container size="lg" className="cp-hero__inner">
        <Group justify="between" gap="xl">
          <Stack gap="md" className="cp-hero__text">
            {breadcrumb?.length ? <Breadcrumb crumbs={breadcrumb} /> : null}
            {eyebrow ? <p className="cp-eyebrow">{eyebrow}</p> : null}
            <h1 className="cp-h1" id={id ? `${id}-title` : undefined} {...titleMark}>
              {title}
            </h1>
            {subtitle ? (
              <div className="cp-hero__subtitle" {...subtitleMark}>
                {subtitle}
              </div>
            ) : null}
            {actions ? (
              <Group gap="sm" className="cp-mt-sm">
                {actions}
              </Group>
            ) : null}
            {children}
          </Stack>
          {aside ? <div className="cp-hero__aside">{aside}</div> : null}
        </Group>
      </Container>
    </section>
  );
}

/** The trail above the title; its name for screen readers is Site Text's. */
function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const frame = useSiteText('frame');
  return (
    <nav aria-label={frame.breadcrumb} className="cp-hero__breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.label}>
            {crumb.href && index < crumbs.length - 1 ? (
              <SmartLink href={crumb.href}>{crumb.label}</SmartLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
