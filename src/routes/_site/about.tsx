import { ABOUT_STATS, ABOUT_VALUES, AWARDS, TRUST_ITEMS } from '@content/about';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import content from '@schemas/content';
import hero from '@schemas/hero';
import leadership from '@schemas/leadership';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { settingsLoader } from '@/app/settings-loader';
import { Seo } from '@/components/seo/Seo';
import { AboutHero } from '@/components/site/AboutHero';
import { LeadershipCard } from '@/components/site/LeadershipCard';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { CtaBand } from '@/components/ui/CtaBand';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { Icon } from '@/components/ui/icons';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';

export const Route = createFileRoute('/_site/about')({
  loader: settingsLoader({ hero, content, leadership }),
  component: AboutPage,
});

function AboutPage() {
  const { hero, content, leadership } = Route.useLoaderData();
  const [expanded, setExpanded] = useState<string | null>(null);
  const { about } = content;
  return (
    <>
      <Seo
        title="About Us"
        description="Connectia's story, mission, values and leadership team: connecting people and solutions from Dubai since 2015."
        path="/about"
      />
      <AboutHero hero={hero.about} />
      <Section id="story" size="lg" aria-label={about.title}>
        <Columns gap={{ base: 'xl', md: 48 }} align="center">
          <div>
            <Title order={2} id="story-heading">
              {about.title}
            </Title>
            <Text size="lg" c="gray.7" mt="md" style={{ whiteSpace: 'pre-line' }}>
              {about.description}
            </Text>
          </div>
          <div>
            <img
              src="/images/about-story.svg"
              alt="Illustration of the Dubai skyline with connected people"
              width={480}
              height={320}
              style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 16 }}
            />
          </div>
        </Columns>
      </Section>
      <Section id="mission" tone="tinted" title="Mission & Vision">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <FeatureCard icon="target" title="Our Mission" description={about.mission} />
          <FeatureCard icon="eye" accent="#b3002b" title="Our Vision" description={about.vision} />
        </SimpleGrid>
      </Section>
      <Section id="values" title="Our Values" lead="The principles behind every project and every hire.">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {ABOUT_VALUES.map((value) => (
            <FeatureCard key={value.title} icon={value.icon} title={value.title} description={value.text} />
          ))}
        </SimpleGrid>
      </Section>
      <Section
        id="leadership"
        tone="tinted"
        title="Leadership Team"
        lead="Experienced leaders who know technology, people and the region."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {leadership.members.map((member, index) => {
            const id = member.id || `member-${index}`;
            return (
              <LeadershipCard
                key={id}
                member={member}
                index={index}
                expanded={expanded === id}
                onToggle={() => setExpanded((current) => (current === id ? null : id))}
              />
            );
          })}
        </SimpleGrid>
      </Section>
      <Section id="awards" title="Awards & Recognition">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {AWARDS.map((award) => (
            <Card key={award.title} withBorder radius="lg" padding="lg">
              <Stack gap="xs" align="center" ta="center">
                <span className="cp-card__icon" style={{ background: '#b45309' }}>
                  <Icon name={award.icon} />
                </span>
                <Title order={3} fz="h4">
                  {award.title}
                </Title>
                <Text c="gray.7">
                  {award.issuer}, {award.year}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="stats" tone="tinted" title="Connectia in Numbers">
        <StatGrid items={ABOUT_STATS} />
      </Section>
      <Section id="trust" title="Why Clients Trust Us">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          {TRUST_ITEMS.map((item) => (
            <FeatureCard
              key={item.title}
              icon={item.icon}
              accent="#00704f"
              title={item.title}
              description={item.text}
            />
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand
        heading="Work With Us"
        text="Whether you need a team, a platform or a partner, we would love to hear from you."
      >
        <ButtonLink href="/contact" variant="white" size="lg" radius="xl">
          Contact Us
        </ButtonLink>
        <ButtonLink href="/careers" variant="outline" color="white" size="lg" radius="xl">
          Join Our Team
        </ButtonLink>
      </CtaBand>
    </>
  );
}
