import { ABOUT_STATS, ABOUT_VALUES, AWARDS, TRUST_ITEMS } from '@content/about';
import content from '@schemas/content';
import hero from '@schemas/hero';
import leadership from '@schemas/leadership';
import { leadership as leadershipText } from '@schemas/parts/site-text/leadership';
import { siteTextPart } from '@schemas/parts/site-text/part';
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
import { Card, Grid, Stack } from '@/components/ui/layout';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';

export const Route = createFileRoute('/_site/about')({
  // The leadership cards' words are Site Text's.
  loader: settingsLoader({
    hero,
    content,
    leadership,
    siteText: siteTextPart({ leadership: leadershipText }),
  }),
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
            <h2 className="cp-h2" id="story-heading">
              {about.title}
            </h2>
            <p className="cp-text cp-text-lg cp-muted cp-mt-md cp-about__story">{about.description}</p>
          </div>
          <div>
            <img
              src="/images/about-story.svg"
              alt="Illustration of the Dubai skyline with connected people"
              width={480}
              height={320}
              className="cp-rounded-image"
            />
          </div>
        </Columns>
      </Section>
      <Section id="mission" tone="tinted" title="Mission & Vision">
        <Grid cols={{ base: 1, md: 2 }}>
          <FeatureCard icon="target" title="Our Mission" description={about.mission} />
          <FeatureCard icon="eye" accent="#b3002b" title="Our Vision" description={about.vision} />
        </Grid>
      </Section>
      <Section id="values" title="Our Values" lead="The principles behind every project and every hire.">
        <Grid cols={{ base: 1, sm: 2, lg: 4 }}>
          {ABOUT_VALUES.map((value) => (
            <FeatureCard key={value.title} icon={value.icon} title={value.title} description={value.text} />
          ))}
        </Grid>
      </Section>
      <Section
        id="leadership"
        tone="tinted"
        title="Leadership Team"
        lead="Experienced leaders who know technology, people and the region."
      >
        <Grid cols={{ base: 1, sm: 2, lg: 3 }}>
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
        </Grid>
      </Section>
      <Section id="awards" title="Awards & Recognition">
        <Grid cols={{ base: 1, md: 3 }}>
          {AWARDS.map((award) => (
            <Card key={award.title}>
              <Stack gap="xs" align="center">
                <span className="cp-card__icon cp-about__award-icon">
                  <Icon name={award.icon} />
                </span>
                <h3 className="cp-h4">{award.title}</h3>
                <p className="cp-text cp-muted">
                  {award.issuer}, {award.year}
                </p>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section id="stats" tone="tinted" title="Connectia in Numbers">
        <StatGrid items={ABOUT_STATS} />
      </Section>
      <Section id="trust" title="Why Clients Trust Us">
        <Grid cols={{ base: 1, sm: 2, lg: 4 }}>
          {TRUST_ITEMS.map((item) => (
            <FeatureCard
              key={item.title}
              icon={item.icon}
              accent="#00704f"
              title={item.title}
              description={item.text}
            />
          ))}
        </Grid>
      </Section>
      <CtaBand
        heading="Work With Us"
        text="Whether you need a team, a platform or a partner, we would love to hear from you."
      >
        <ButtonLink href="/contact" variant="white" size="lg" radius="xl">
          Contact Us
        </ButtonLink>
        <ButtonLink href="/careers" variant="outline" tone="white" size="lg" radius="xl">
          Join Our Team
        </ButtonLink>
      </CtaBand>
    </>
  );
}
