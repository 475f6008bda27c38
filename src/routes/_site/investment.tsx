import {
  DECK_MESSAGE,
  DECK_PATH,
  INVESTMENT_AREAS,
  INVESTMENT_STATS,
  MEETING_HREF,
  WHY_INVEST,
} from '@content/investment';
import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import investment from '@schemas/investment';
import { createFileRoute } from '@tanstack/react-router';
import { notify } from '@/app/notify';
import { settingsLoader } from '@/app/settings-loader';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBand } from '@/components/ui/CtaBand';
import { FactTable } from '@/components/ui/FactTable';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { Icon } from '@/components/ui/icons';
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
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Investor Relations' }]}
        actions={
          <ButtonLink href="#investment-areas" size="lg" radius="xl" color="green.9">
            Explore Opportunities
          </ButtonLink>
        }
      >
        <div>
          <Badge size="lg" color={info.investment.seeking ? 'green.9' : 'gray.7'} variant="filled">
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
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {INVESTMENT_AREAS.map((area) => (
            <FeatureCard
              key={area.title}
              icon={area.icon}
              title={area.title}
              description={area.text}
              bullets={area.points}
            />
          ))}
        </SimpleGrid>
      </Section>
      <Section id="why-invest" tone="tinted" title="Why Invest in Connectia">
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {WHY_INVEST.map((point) => (
            <Card key={point} component="li" withBorder radius="md" padding="md">
              <Text style={{ display: 'flex', gap: 8 }}>
                <Icon name="check" size={20} color="#007a57" style={{ flex: 'none' }} />
                {point}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="investment-details" title="Investment Details">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {facts.map((block) => (
            <div key={block.group}>
              <Card withBorder radius="lg" padding="lg" h="100%">
                <Stack gap="sm">
                  <Title order={3} fz="h4">
                    {block.group}
                  </Title>
                  <FactTable rows={block.rows} />
                </Stack>
              </Card>
            </div>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand
        id="investor-cta"
        heading="Ready to Invest in the Future?"
        text="Download our investment deck or schedule a meeting with our leadership team."
      >
        <ButtonLink
          href={DECK_PATH}
          download="connectia-investment-deck.pdf"
          variant="white"
          size="lg"
          radius="xl"
          leftSection={<Icon name="download" size={18} />}
          onClick={() => void notify({ title: 'Investment deck', message: DECK_MESSAGE, color: 'brand' })}
        >
          Download Investment Deck
        </ButtonLink>
        <ButtonLink
          href={MEETING_HREF}
          variant="outline"
          color="white"
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
