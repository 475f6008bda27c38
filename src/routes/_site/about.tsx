import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useEditable } from '@/app/editable';
import { fromPage } from '@/app/from-page';
import { CallToActionBand } from '@/components/blocks/CallToActionBlock';
import { AboutHero } from '@/components/page-parts/AboutHero';
import { FeatureCard } from '@/components/page-parts/FeatureCard';
import { StatGrid } from '@/components/page-parts/StatGrid';
import { Seo } from '@/components/seo/Seo';
import { LeadershipCard } from '@/components/site/LeadershipCard';
import { Columns } from '@/components/ui/Columns';
import { Illustration } from '@/components/ui/Illustration';
import { Icon } from '@/components/ui/icons';
import { Card, Grid, Stack } from '@/components/ui/layout';
import { Section } from '@/components/ui/Section';

export const Route = createFileRoute('/_site/about')({
  // The leadership cards' words are Site Text's.
  loader: fromPage(() => import('@/app/loaders/about')),
  component: AboutPage,
});

function AboutPage() {
  const { hero, content, leadership, page, sources } = Route.useLoaderData();
  const [expanded, setExpanded] = useState<string | null>(null);
  const editable = useEditable();
  const { about } = content;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path="/about" source={sources.page} />
      <AboutHero hero={hero.about} source={sources.hero} breadcrumb={page.hero.breadcrumb} />
      <Section id="story" size="lg" aria-label={about.title}>
        <Columns gap={{ base: 'xl', md: 48 }} align="center">
          <div>
            <h2 className="cp-h2" id="story-heading">
              {about.title}
            </h2>
            <p className="cp-text cp-text-lg cp-muted cp-mt-md cp-about__story">{about.description}</p>
          </div>
          {/* The picture's box carries its mark, so an empty picture is still listed among the page's fields. */}
          <div {...editable(sources.page, 'story.image')}>
            <Illustration image={page.story.image} width={480} height={320} className="cp-rounded-image" />
          </div>
        </Columns>
      </Section>
      <Section id="mission" tone="tinted" title={page.mission.title}>
        <Grid cols={{ base: 1, md: 2 }}>
          <FeatureCard icon="target" title={page.mission.missionTitle} description={about.mission} />
          <FeatureCard
            icon="eye"
            accent="#b3002b"
            title={page.mission.visionTitle}
            description={about.vision}
          />
        </Grid>
      </Section>
      <Section id="values" title={page.values.title} lead={page.values.lead}>
        <Grid cols={{ base: 1, sm: 2, lg: 4 }}>
          {page.values.items.map((value, index) => (
            <FeatureCard
              key={value.id || index}
              icon={value.icon}
              title={value.title}
              description={value.text}
            />
          ))}
        </Grid>
      </Section>
      <Section id="leadership" tone="tinted" title={page.leadership.title} lead={page.leadership.lead}>
        <Grid cols={{ base: 1, sm: 2, lg: 3 }}>
          {leadership.members.map((member, index) => {
            const id = member.id || `member-${index}`;
            return (
              <LeadershipCard
                key={id}
                member={member}
                index={index}
                source={sources.leadership}
                expanded={expanded === id}
                onToggle={() => setExpanded((current) => (current === id ? null : id))}
              />
            );
          })}
        </Grid>
      </Section>
      <Section id="awards" title={page.awards.title}>
        <Grid cols={{ base: 1, md: 3 }}>
          {page.awards.items.map((award, index) => (
            <Card key={award.id || index}>
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
      <Section id="stats" tone="tinted" title={page.stats.title}>
        <StatGrid items={page.stats.items} />
      </Section>
      <Section id="trust" title={page.trust.title}>
        <Grid cols={{ base: 1, sm: 2, lg: 4 }}>
          {page.trust.items.map((item, index) => (
            <FeatureCard
              key={item.id || index}
              icon={item.icon}
              accent="#00704f"
              title={item.title}
              description={item.text}
            />
          ))}
        </Grid>
      </Section>
      <CallToActionBand
        {...page.cta}
        marks={{
          heading: editable(sources.page, 'cta.heading'),
          text: editable(sources.page, 'cta.text'),
          button: (button) =>
            editable(sources.page, ['cta.buttons.label', 'cta.buttons.href'], { buttons: button }),
        }}
      />
    </>
  );
}
