import type HomePageEntity from '@schemas/pages/home';
import { createFileRoute } from '@tanstack/react-router';
import { type EditSource, useEditable } from '@/app/editable';
import { fromPage } from '@/app/from-page';
import { CallToActionBlock } from '@/components/blocks/CallToActionBlock';
import { renderBlocks } from '@/components/blocks/render-blocks';
import { FeatureCard } from '@/components/page-parts/FeatureCard';
import { HomeHero } from '@/components/page-parts/HomeHero';
import { initialsOf } from '@/components/page-parts/initials';
import { StatGrid } from '@/components/page-parts/StatGrid';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/icons';
import { Card, Grid, Group, VisuallyHidden } from '@/components/ui/layout';
import { Section } from '@/components/ui/Section';
import type { SettingsOf } from '@/schema-kit/entity';
import type { BlockOf } from '@/schema-kit/fields';
import { fill } from '@/schema-kit/template';

export const Route = createFileRoute('/_site/')({
  loader: fromPage(() => import('@/app/loaders/home')),
  component: HomePage,
});

// From a type-only import: a type naming the value import would keep the schema in the route's
// entry part, which every page loads.
type Sections = (typeof HomePageEntity.schema.entries)['sections'];

/** What each section gets besides its block: the home page's source, which its marks name. */
type PageSource = EditSource<SettingsOf<typeof HomePageEntity>>;

function HomePage() {
  const { hero, page, sources } = Route.useLoaderData();
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path="/" source={sources.page} />
      <HomeHero hero={hero.home} illustrationAlt={page.hero.alt} sources={sources} />
      {renderBlocks(
        page.sections,
        {
          services: ServicesSection,
          trust: TrustSection,
          testimonials: TestimonialsSection,
          cta: CallToActionBlock,
        },
        () => ({ source: sources.page }),
      )}
    </>
  );
}

/** The service cards under Content Management's services heading. */
function ServicesSection({ block, source }: { block: BlockOf<Sections, 'services'>; source: PageSource }) {
  const { content, siteText, sources } = Route.useLoaderData();
  const words = siteText.home;
  const editable = useEditable();
  return (
    <Section
      id={block.id}
      title={content.services.title}
      titleMark={editable(sources.content, 'services.title')}
      lead={content.services.description}
      leadMark={editable(sources.content, 'services.description')}
    >
      <Grid cols={{ base: 1, sm: 2, lg: 3 }}>
        {block.cards.map((card, index) => (
          <FeatureCard
            key={card.id || index}
            icon={card.icon}
            accent={card.colour}
            title={card.title}
            titleMark={editable(source, 'sections.services.cards.title', {
              sections: block,
              cards: card,
            })}
            description={card.description}
            descriptionMark={editable(source, 'sections.services.cards.description', {
              sections: block,
              cards: card,
            })}
            bullets={card.features}
          >
            <ButtonLink
              href={card.link}
              variant="light"
              rightSection={<Icon name="arrowRight" size={16} />}
              data-service-type={card.id || undefined}
            >
              {/* Visible text first, context for screen readers and Lighthouse's link-text audit. */}
              {words.learnMore}
              <VisuallyHidden>{` ${fill(words.learnMoreAbout, { title: card.title })}`}</VisuallyHidden>
            </ButtonLink>
          </FeatureCard>
        ))}
      </Grid>
      <Group justify="center" className="cp-mt-section">
        <ButtonLink
          href="/services"
          size="lg"
          radius="xl"
          rightSection={<Icon name="arrowRight" size={18} />}
        >
          {words.exploreServices}
        </ButtonLink>
      </Group>
    </Section>
  );
}

function TrustSection({ block, source }: { block: BlockOf<Sections, 'trust'>; source: PageSource }) {
  const editable = useEditable();
  return (
    <Section
      id={block.id}
      tone="tinted"
      title={block.title}
      titleMark={editable(source, 'sections.trust.title', { sections: block })}
      lead={block.lead}
      leadMark={editable(source, 'sections.trust.lead', { sections: block })}
    >
      <StatGrid items={block.figures} />
      <Grid cols={{ base: 1, sm: 3 }} className="cp-mt-section">
        {block.points.map((point, index) => (
          <FeatureCard
            key={point.id || index}
            icon={point.icon}
            title={point.title}
            description={point.text}
          />
        ))}
      </Grid>
    </Section>
  );
}

function TestimonialsSection({
  block,
  source,
}: {
  block: BlockOf<Sections, 'testimonials'>;
  source: PageSource;
}) {
  const { rating } = Route.useLoaderData().siteText.home;
  const editable = useEditable();
  return (
    <Section
      id={block.id}
      title={block.title}
      titleMark={editable(source, 'sections.testimonials.title', { sections: block })}
      lead={block.lead}
      leadMark={editable(source, 'sections.testimonials.lead', { sections: block })}
    >
      <Grid cols={{ base: 1, md: 3 }}>
        {block.quotes.map((item, index) => (
          <Card key={item.id || index} as="figure" className="cp-stack cp-gap-md">
            <div className="cp-stars" role="img" aria-label={fill(rating, { rating: item.rating })}>
              {Array.from({ length: item.rating }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical stars, never reordered.
                <Icon key={i} name="star" size={18} fill="#b45309" stroke="#b45309" />
              ))}
            </div>
            <blockquote className="cp-text cp-quote">“{item.quote}”</blockquote>
            <Group as="figcaption" gap="sm" className="cp-push-down">
              <span className="cp-avatar" aria-hidden="true">
                {initialsOf(item.name)}
              </span>
              <div>
                <p className="cp-text cp-strong">{item.name}</p>
                <p className="cp-text cp-text-sm cp-muted">
                  {item.position}, {item.company}
                </p>
              </div>
            </Group>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
