import { DECK_PATH } from '@content/investment';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useEditable } from '@/app/editable';
import { fromPage } from '@/app/from-page';
import { useSiteText } from '@/app/site-text';
import { CtaBand } from '@/components/page-parts/CtaBand';
import { FactTable } from '@/components/page-parts/FactTable';
import { FeatureCard } from '@/components/page-parts/FeatureCard';
import { StatGrid } from '@/components/page-parts/StatGrid';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/icons';
import { Badge, Card, Grid, Stack } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';

export const Route = createFileRoute('/_site/investment')({
  loader: fromPage(() => import('@/app/loaders/investment')),
  component: InvestmentPage,
});

function InvestmentPage() {
  const { investment: info, page, sources, facts } = Route.useLoaderData();
  const editable = useEditable();
  const frame = useSiteText('frame');
  const [deckNotice, setDeckNotice] = useState(false);
  // A headline figure shows its own value, or one of Investment Information's company figures.
  const highlights = page.highlights.items.map((item) => ({
    id: item.id,
    label: item.label,
    value: item.source === 'none' ? item.value : info.company[item.source],
  }));

  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path="/investment"
        source={sources.page}
      />
      <PageHero
        title={page.hero.title}
        titleMark={editable(sources.page, 'hero.title')}
        subtitle={page.hero.subtitle}
        subtitleMark={editable(sources.page, 'hero.subtitle')}
        breadcrumb={[{ label: frame.home, href: '/' }, { label: page.hero.breadcrumb }]}
        actions={
          <ButtonLink href="#investment-areas" size="lg" radius="xl" tone="green">
            {page.hero.buttonLabel}
          </ButtonLink>
        }
      >
        <div>
          <Badge size="lg" tone={info.investment.seeking ? 'green' : 'gray'} variant="filled">
            {info.investment.seeking
              ? `${page.hero.raising} ${info.funding.currentRound}`
              : page.hero.notRaising}
          </Badge>
        </div>
      </PageHero>
      <Section id="investment-stats" title={page.highlights.title} tone="tinted">
        <StatGrid items={highlights} />
      </Section>
      <Section id="investment-areas" title={page.areas.title} lead={page.areas.lead}>
        <Grid cols={{ base: 1, md: 3 }}>
          {page.areas.items.map((area, index) => (
            <FeatureCard
              key={area.id || index}
              icon={area.icon}
              title={area.title}
              description={area.text}
              bullets={area.points}
            />
          ))}
        </Grid>
      </Section>
      <Section id="why-invest" tone="tinted" title={page.why.title}>
        <Grid cols={{ base: 1, sm: 2, lg: 3 }} gap="md" as="ul">
          {page.why.points.map((point, index) => (
            <Card key={point.id || index} as="li" padding="md" className="cp-investment__point">
              <Icon name="check" size={20} />
              {point.text}
            </Card>
          ))}
        </Grid>
      </Section>
      <Section id="investment-details" title={page.details.title}>
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
        heading={page.cta.heading}
        text={page.cta.text}
        notice={deckNotice ? page.cta.deckNotice : undefined}
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
          {page.cta.deckLabel}
        </ButtonLink>
        <ButtonLink
          href={page.cta.meetingLink}
          variant="outline"
          tone="white"
          size="lg"
          radius="xl"
          leftSection={<Icon name="calendar" size={18} />}
        >
          {page.cta.meetingLabel}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
