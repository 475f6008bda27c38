import {
  DECK_MESSAGE,
  DECK_PATH,
  INVESTMENT_AREAS,
  INVESTMENT_STATS,
  MEETING_HREF,
  WHY_INVEST,
} from '@content/investment';
import investment from '@schemas/investment';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { settingsLoader } from '@/app/settings-loader';
import { useSiteText } from '@/app/site-text';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBand } from '@/components/ui/CtaBand';
import { FactTable } from '@/components/ui/FactTable';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { Icon } from '@/components/ui/icons';
import { Badge, Card, Grid, Stack } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
import { fieldTitle, titledTextRows } from '@/schema-kit/titled-values';

export const Route = createFileRoute('/_site/investment')({
  loader: settingsLoader({ investment }),
  component: InvestmentPage,
});

function InvestmentPage() {
  const { investment: info } = Route.useLoaderData();
  const frame = useSiteText('frame');
  const [deckNotice, setDeckNotice] = useState(false);
  // Group headings and row labels are the schema's titles (schemas/investment.ts).
  const facts = Object.entries(investment.schema.entries).map(([key, group]) => ({
    group: fieldTitle(group, key),
    rows: titledTextRows(group, info[key as keyof typeof info]),
  }));

  return (
    <>
      <Seo
        title="Investor Relations"
        description="Investment opportunities at Connectia: technology innovation, sustainable solutions and global expansion. Revenue $50M+, 35% YoY growth."
        path="/investment"
      />
      <PageHero
        title="Investment Opportunities"
        subtitle="Partner with a fast-growing technology and talent company at the heart of the Gulf's digital economy."
        breadcrumb={[{ label: frame.home, href: '/' }, { label: 'Investor Relations' }]}
        actions={
          <ButtonLink href="#investment-areas" size="lg" radius="xl" tone="green">
            Explore Opportunities
          </ButtonLink>
        }
      >
        <div>
          <Badge size="lg" tone={info.investment.seeking ? 'green' : 'gray'} variant="filled">
            {info.investment.seeking ? `Now raising: ${info.funding.currentRound}` : 'Not currently raising'}
          </Badge>
        </div>
      </PageHero>
      <Section id="investment-stats" title="Company Highlights" tone="tinted">
        <StatGrid items={INVESTMENT_STATS} />
      </Section>
      <Section
        id="investment-areas"
        title="Investment Areas"
        lead="Three growth engines for the next five years."
      >
        <Grid cols={{ base: 1, md: 3 }}>
          {INVESTMENT_AREAS.map((area) => (
            <FeatureCard
              key={area.title}
              icon={area.icon}
              title={area.title}
              description={area.text}
              bullets={area.points}
            />
          ))}
        </Grid>
      </Section>
      <Section id="why-invest" tone="tinted" title="Why Invest in Connectia">
        <Grid cols={{ base: 1, sm: 2, lg: 3 }} gap="md" as="ul">
          {WHY_INVEST.map((point) => (
            <Card key={point} as="li" padding="md" className="cp-investment__point">
              <Icon name="check" size={20} />
              {point}
            </Card>
          ))}
        </Grid>
      </Section>
      <Section id="investment-details" title="Investment Details">
        <Grid cols={{ base: 1, md: 2 }}>
          {facts.map((block) => (
            <div key={block.group}>
              <Card className="cp-fill">
                <Stack gap="sm">
                  <h3 className="cp-h4">{block.group}</h3>
                  <FactTable rows={block.rows} />
                </Stack>
              </Card>
            </div>
          ))}
        </Grid>
      </Section>
      <CtaBand
        id="investor-cta"
        heading="Ready to Invest in the Future?"
        text="Download our investment deck or schedule a meeting with our leadership team."
        notice={deckNotice ? DECK_MESSAGE : undefined}
      >
        <ButtonLink
          href={DECK_PATH}
          download="connectia-investment-deck.pdf"
          variant="white"
          size="lg"
          radius="xl"
          leftSection={<Icon name="download" size={18} />}
          onClick={() => setDeckNotice(true)}
        >
          Download Investment Deck
        </ButtonLink>
        <ButtonLink
          href={MEETING_HREF}
          variant="outline"
          tone="white"
          size="lg"
          radius="xl"
          leftSection={<Icon name="calendar" size={18} />}
        >
          Schedule a Meeting
        </ButtonLink>
      </CtaBand>
    </>
  );
}
