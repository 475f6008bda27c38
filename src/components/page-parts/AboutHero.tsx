/** The about page hero from the hero settings' `about` group. Props-driven (admin preview too). */
import type heroEntity from '@schemas/hero';
import { type EditSource, useEditable } from '@/app/editable';
import { useSiteText } from '@/app/site-text';
import { PageHero } from '@/components/ui/PageHero';
import type { SettingsOf } from '@/schema-kit/entity';

export type AboutHeroSettings = SettingsOf<typeof heroEntity>['about'];

/** `breadcrumb`: the page's own name in its breadcrumb (schemas/pages/about.ts). */
export function AboutHero({
  hero,
  source,
  breadcrumb,
}: {
  hero: AboutHeroSettings;
  /** The hero settings' source, which its marks name. */
  source: EditSource<SettingsOf<typeof heroEntity>>;
  breadcrumb: string;
}) {
  const editable = useEditable();
  const frame = useSiteText('frame');
  return (
    <PageHero
      id="about-hero"
      title={hero.title}
      titleMark={editable(source, 'about.title')}
      subtitle={hero.subtitle}
      subtitleMark={editable(source, 'about.subtitle')}
      backgroundImage={hero.backgroundImage}
      sectionMark={editable(source, 'about.backgroundImage')}
      breadcrumb={[{ label: frame.home, href: '/' }, { label: breadcrumb }]}
    />
  );
}
