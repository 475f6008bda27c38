import { learnMoreHref, SERVICE_CARDS, TESTIMONIALS, TRUST_POINTS, TRUST_STATS } from '@content/home';
import { Avatar, Card, Group, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import content from '@schemas/content';
import hero from '@schemas/hero';
import { createFileRoute } from '@tanstack/react-router';
import { settingsLoader } from '@/app/settings-loader';
import { Seo } from '@/components/seo/Seo';
import { HomeHero } from '@/components/site/HomeHero';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBand } from '@/components/ui/CtaBand';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';

export const Route = createFileRoute('/_site/')({
  loader: settingsLoader({ hero, content }),
  component: HomePage,
});

function HomePage() {
  const { hero, content } = Route.useLoaderData();
  return (
    <>
      <Seo
        title="Connectia — Connecting People Solutions"
        description="IT staffing, software, cloud, AI, data and SAP services from Dubai: one accountable partner for your technology journey."
        path="/"
      />
      <HomeHero hero={hero.home} />
      <Section id="services" title={content.services.title} lead={content.services.description}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
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
                Learn More<VisuallyHidden> about {card.title}</VisuallyHidden>
              </ButtonLink>
            </FeatureCard>
          ))}
        </SimpleGrid>
        <Group justify="center" mt={40}>
          <ButtonLink
            href="/services"
            size="lg"
            radius="xl"
            rightSection={<Icon name="arrowRight" size={18} />}
          >
            Explore All Services
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
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg" mt={40}>
          {TRUST_POINTS.map((point) => (
            <FeatureCard key={point.title} icon={point.icon} title={point.title} description={point.text} />
          ))}
        </SimpleGrid>
      </Section>
      <Section
        id="testimonials"
        title="What Our Early Clients Say"
        lead="Feedback from the first companies that trusted us with their projects."
      >
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TESTIMONIALS.map((item) => (
            <Card key={item.name} withBorder radius="lg" padding="lg" component="figure" m={0}>
              <Stack gap="md" h="100%">
                <Group gap={2} role="img" aria-label={`Rated ${item.rating} out of 5 stars`}>
                  {Array.from({ length: item.rating }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: identical stars, never reordered.
                    <Icon key={i} name="star" size={18} fill="#b45309" stroke="#b45309" />
                  ))}
                </Group>
                <Text component="blockquote" m={0} fs="italic" c="gray.8">
                  “{item.content}”
                </Text>
                <Group component="figcaption" gap="sm" mt="auto">
                  <Avatar color="brand" radius="xl" aria-hidden="true">
                    {item.initials}
                  </Avatar>
                  <div>
                    <Text fw={700}>{item.name}</Text>
                    <Text size="sm" c="gray.7">
                      {item.position}, {item.company}
                    </Text>
                  </div>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand
        heading="Ready to Start Your Project?"
        text="Tell us what you need and we will put the right people and solutions in place."
      >
        <ButtonLink href="/contact" variant="white" size="lg" radius="xl">
          Contact Us
        </ButtonLink>
        <ButtonLink href="/portfolio" variant="outline" color="white" size="lg" radius="xl">
          See Our Work
        </ButtonLink>
      </CtaBand>
    </>
  );
}
