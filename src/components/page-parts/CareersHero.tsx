/** The careers page hero from the hero settings' `careers` group. Props-driven (admin preview too). */
import type heroEntity from '@schemas/hero';
import { type EditSource, useEditable } from '@/app/editable';
import { useSiteText } from '@/app/site-text';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { PageHero } from '@/components/ui/PageHero';
import type { SettingsOf } from '@/schema-kit/entity';

export type CareersHeroSettings = SettingsOf<typeof heroEntity>['careers'];

/** `breadcrumb`: the page's own name in its breadcrumb (schemas/pages/careers.ts). */
export function CareersHero({
  hero,
  source,
  breadcrumb,
}: {
  hero: CareersHeroSettings;
  /** The hero settings' source, which its marks name. */
  source: EditSource<SettingsOf<typeof heroEntity>>;
  breadcrumb: string;
}) {
  const editable = useEditable();
  const frame = useSiteText('frame');
  return (
    <PageHero
      id="careers-hero"
      title={hero.title}
      titleMark={editable(source, 'careers.title')}
      subtitle={hero.subtitle}
      subtitleMark={editable(source, 'careers.subtitle')}
      breadcrumb={[{ label: frame.home, href: '/' }, { label: breadcrumb }]}
      actions={
        hero.ctaText ? (
          <ButtonLink href={hero.ctaLink || '#application-form'} size="lg" radius="xl" tone="green">
            {hero.ctaText}
          </ButtonLink>
        ) : null
      }
    />
  );
}
