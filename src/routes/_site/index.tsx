import { learnMoreHref, SERVICE_CARDS, TESTIMONIALS, TRUST_POINTS, TRUST_STATS } from '@content/home';
import content from '@schemas/content';
import hero from '@schemas/hero';
import { home } from '@schemas/parts/site-text/home';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { createFileRoute } from '@tanstack/react-router';
import { settingsLoader } from '@/app/settings-loader';
import { Seo } from '@/components/seo/Seo';
import { HomeHero } from '@/components/site/HomeHero';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBand } from '@/components/ui/CtaBand';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { Icon } from '@/components/ui/icons';
import { Card, Grid, Group, Stack, VisuallyHidden } from '@/components/ui/layout';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { fill } from '@/schema-kit/template';

export const Route = createFileRoute('/_site/')({
  loader: settingsLoader({ hero, content, siteText: siteTextPart({ home }) }),
  component: HomePage,
});

function HomePage() {
  const { hero, content, siteText } = Route.useLoaderData();
  const { home: words } = siteText;
  return (
    <>
      <Seo
        title="Connectia — Connecting People Solutions"
        description="IT staffing, software, cloud, AI, data and SAP services from Dubai: one accountable partner for your technology journey."
        path="/"
      />
      <HomeHero hero={hero.home} />
      <Section id="services" title={content.services.title} lead={content.services.description}>
        <Grid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SERVICE_CARDS.map((card) => (
            <FeatureCard
              key={card.type}
              icon={card.icon}
              accent={card.colour}
              title={card.title}
              description={card.description}
              bullets={card.features}
            >
              <ButtonLink
                href={learnMoreHref(card.type)}
                variant="light"
                rightSection={<Icon name="arrowRight" size={16} />}
                data-service-type={card.type}
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
      <Section
        id="trust"
        tone="tinted"
        title="Why Businesses Trust Us"
        lead="A young company with a clear promise: the right people and the right solutions, every time."
      >
        <StatGrid items={TRUST_STATS} />
        <Grid cols={{ base: 1, sm: 3 }} className="cp-mt-section">
          {TRUST_POINTS.map((point) => (
            <FeatureCard key={point.title} icon={point.icon} title={point.title} description={point.text} />
          ))}
        </Grid>
      </Section>
      <Section
        id="testimonials"
        title="What Our Early Clients Say"
        lead="Feedback from the first companies that trusted us with their projects."
      >
        <Grid cols={{ base: 1, md: 3 }}>
          {TESTIMONIALS.map((item) => (
            <Card key={item.name} as="figure">
              <Stack gap="md" className="cp-fill">
                <div className="cp-stars" role="img" aria-label={fill(words.rating, { rating: item.rating })}>
                  {Array.from({ length: item.rating }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: identical stars, never reordered.
                    <Icon key={i} name="star" size={18} fill="#b45309" stroke="#b45309" />
                  ))}
                </div>
                <blockquote className="cp-text cp-quote">“{item.content}”</blockquote>
                <Group as="figcaption" gap="sm" className="cp-push-down">
                  <span className="cp-avatar" aria-hidden="true">
                    {item.initials}
                  </span>
                  <div>
                    <p className="cp-text cp-strong">{item.name}</p>
                    <p className="cp-text cp-text-sm cp-muted">
                      {item.position}, {item.company}
                    </p>
                  </div>
                </Group>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>
      <CtaBand
        heading="Ready to Start Your Project?"
        text="Tell us what you need and we will put the right people and solutions in place."
      >
        <ButtonLink href="/contact" variant="white" size="lg" radius="xl">
          Contact Us
        </ButtonLink>
        <ButtonLink href="/portfolio" variant="outline" tone="white" size="lg" radius="xl">
          See Our Work
        </ButtonLink>
      </CtaBand>
    </>
  );
}
