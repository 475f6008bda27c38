/** The about page hero from the hero settings' `about` group. Props-driven (admin preview too). */
import type heroEntity from '@schemas/hero';
import { useSiteText } from '@/app/site-text';
import { PageHero } from '@/components/ui/PageHero';
import type { SettingsOf } from '@/schema-kit/entity';

export type AboutHeroSettings = SettingsOf<typeof heroEntity>['about'];

/** `breadcrumb`: the page's own name in its breadcrumb (schemas/pages/about.ts). */
export function AboutHero({ hero, breadcrumb }: { hero: AboutHeroSettings; breadcrumb: string }) {
  const frame = useSiteText('frame');
  return (
    <PageHero
      id="about-hero"
      title={hero.title}
      subtitle={hero.subtitle}
      backgroundImage={hero.backgroundImage}
      breadcrumb={[{ label: frame.home, href: '/' }, { label: breadcrumb }]}
    />
  );
}
