/** The home page hero from the hero settings' `home` group. Props-driven (admin preview too). */
import heroArt from '@content/art/hero-home.svg?raw';
import { svgDataUrl } from '@content/art/inline-svg';
import type heroEntity from '@schemas/hero';
import type homePage from '@schemas/pages/home';
import { type EditSource, useEditable } from '@/app/editable';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/PageHero';
import type { SettingsOf } from '@/schema-kit/entity';
import { readableOn } from './colour';

/** The illustration beside the hero text, inlined so it paints with the page. */
const HERO_ART = svgDataUrl(heroArt);

export type HomeHeroSettings = SettingsOf<typeof heroEntity>['home'];

/** What the hero's marks name: the hero settings, and the home page's entity for the illustration's alt. */
export interface HomeHeroSources {
  hero: EditSource<SettingsOf<typeof heroEntity>>;
  page: EditSource<SettingsOf<typeof homePage>>;
}

/** `illustrationAlt`: the home page's description of the illustration (schemas/pages/home.ts). */
export function HomeHero({
  hero,
  illustrationAlt,
  sources,
}: {
  hero: HomeHeroSettings;
  illustrationAlt: string;
  sources: HomeHeroSources;
}) {
  const editable = useEditable();
  return (
    <PageHero
      id="home-hero"
      title={hero.title}
      titleMark={editable(sources.hero, 'home.title')}
      subtitle={hero.subtitle}
      subtitleMark={editable(sources.hero, 'home.subtitle')}
      background={hero.colors.background}
      color={hero.colors.text}
      backgroundImage={hero.backgroundImage}
      sectionMark={editable(sources.hero, 'home.backgroundImage')}
      actions={
        hero.ctaText ? (
          <ButtonLink
            href={hero.ctaLink || '/contact'}
            size="lg"
            radius="xl"
            accent={{ background: hero.colors.accent, text: readableOn(hero.colors.accent) }}
            rightSection={<Icon name="arrowRight" size={18} />}
            {...editable(sources.hero, ['home.ctaText', 'home.ctaLink'])}
          >
            {hero.ctaText}
          </ButtonLink>
        ) : null
      }
      aside={
        <img
          src={HERO_ART}
          alt={illustrationAlt}
          {...editable(sources.page, 'hero.alt')}
          width={480}
          height={320}
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
      }
    />
  );
}
