import { CASE_STUDIES, INDUSTRIES, PORTFOLIO_STATS } from '@content/portfolio';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBand } from '@/components/ui/CtaBand';
import { Icon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';

export const Route = createFileRoute('/_site/portfolio/')({
  component: PortfolioPage,
});

function PortfolioPage() {
  return (
    <>
      <Seo
        title="Our Portfolio"
        description="Case studies from Connectia: cloud migrations, logistics platforms, mobile banking, cybersecurity, AI forecasting and solar energy."
        path="/portfolio"
      />
      <PageHero
        title="Our Portfolio"
        subtitle="Real projects, measurable results: a selection of the work we have delivered for clients across the region."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Portfolio' }]}
      />
      <Section
        id="case-studies"
        title="Featured Case Studies"
        lead="How we helped businesses solve real problems."
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {CASE_STUDIES.map((study) => (
            <Card
              key={study.title}
              withBorder
              radius="lg"
              padding="lg"
              component="article"
              className="cp-card"
            >
              <Card.Section>
                <img
                  src={study.image}
                  alt={study.imageAlt}
                  width={480}
                  height={320}
                  loading="lazy"
                  style={{ width: '100%', height: 'auto', display: 'block' }}
                />
              </Card.Section>
              <Stack gap="sm" mt="md" h="100%">
                <Badge variant="light">{study.category}</Badge>
                <Title order={3} fz="h4">
                  {study.title}
                </Title>
                <Text c="gray.7" size="sm">
                  {study.description}
                </Text>
                <Text size="sm">
                  <strong>Client:</strong> {study.client} · <strong>Duration:</strong> {study.duration} ·{' '}
                  <strong>Team:</strong> {study.team}
                </Text>
                <Group gap={6}>
                  {study.technologies.map((tech) => (
                    <Badge key={tech} variant="outline" color="gray.7" size="sm">
                      {tech}
                    </Badge>
                  ))}
                </Group>
                <ul className="cp-bullets">
                  {study.results.map((result) => (
                    <li key={result}>
                      <Icon name="trendingUp" size={16} />
                      <Text size="sm" component="span">
                        {result}
                      </Text>
                    </li>
                  ))}
                </ul>
                <div style={{ marginTop: 'auto' }}>
                  <ButtonLink
                    href={`/contact?service=${study.service}`}
                    variant="light"
                    rightSection={<Icon name="arrowRight" size={16} />}
                    aria-label={`View Case Study: ${study.title}`}
                  >
                    View Case Study
                  </ButtonLink>
                </div>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="portfolio-stats" tone="tinted" title="Our Track Record">
        <StatGrid items={PORTFOLIO_STATS} />
      </Section>
      <Section id="industries" title="Industries We Serve">
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 5 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {INDUSTRIES.map((industry) => (
            <Card key={industry} component="li" withBorder radius="md" padding="md" ta="center">
              <Text fw={600}>{industry}</Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand heading="Have a Project in Mind?" text="Let us show you what we can build together.">
        <ButtonLink href="/contact" variant="white" size="lg" radius="xl">
          Start a Project
        </ButtonLink>
      </CtaBand>
    </>
  );
}
