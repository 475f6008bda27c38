/** The about page hero from the hero settings' `about` group. Props-driven (admin preview too). */
import type heroEntity from '@schemas/hero';
import { sources } from '@/app/edit-sources';
import { useEditable } from '@/app/editable';
import { useSiteText } from '@/app/site-text';
import { PageHero } from '@/components/ui/PageHero';
import type { SettingsOf } from '@/schema-kit/entity';

export type AboutHeroSettings = SettingsOf<typeof heroEntity>['about'];

/** `breadcrumb`: the page's own name in its breadcrumb (schemas/pages/about.ts). */
export function AboutHero({ hero, breadcrumb }: { hero: AboutHeroSettings; breadcrumb: string }) {
  const editable = useEditable();
  const frame = useSiteText('frame');
  return (
    <PageHero
      id="about-hero"
      title={hero.title}
      titleMark={editable(sources.hero, 'about.title')}
      subtitle={hero.subtitle}
      subtitleMark={editable(sources.hero, 'about.subtitle')}
      backgroundImage={hero.backgroundImage}
      sectionMark={editable(sources.hero, 'about.backgroundImage')}
      breadcrumb={[{ label: frame.home, href: '/' }, { label: breadcrumb }]}
    />
  );
}
