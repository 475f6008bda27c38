import { PROCESS_STEPS, SERVICE_BLOCKS } from '@content/services';
import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import content from '@schemas/content';
import { createFileRoute } from '@tanstack/react-router';
import { settingsLoader } from '@/app/settings-loader';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { CtaBand } from '@/components/ui/CtaBand';
import { Icon } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';

export const Route = createFileRoute('/_site/services/')({
  loader: settingsLoader({ content }),
  component: ServicesPage,
});

function ServicesPage() {
  const { content } = Route.useLoaderData();
  return (
    <>
      <Seo
        title="Our Expertise"
        description="Tech manpower, web and mobile development, cloud, AI, digital transformation, data and SAP services from Connectia."
        path="/services"
      />
      <PageHero
        title={content.hero.title}
        subtitle={content.hero.subtitle}
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Services' }]}
        actions={
          <ButtonLink href="/contact" size="lg" radius="xl" color="green.9">
            {content.hero.ctaText}
          </ButtonLink>
        }
      />
      <Section id="service-list" title="What We Offer" lead="Seven ways we help businesses grow.">
        <Stack gap={64}>
          {SERVICE_BLOCKS.map((block, index) => (
            <article key={block.id} id={block.id} aria-labelledby={`${block.id}-title`}>
              <Columns
                gap={{ base: 'lg', md: 48 }}
                align="center"
                reverse={{ base: true, md: index % 2 === 1 }}
              >
                <div>
                  <Stack gap="sm">
                    <Badge variant="light" size="lg" leftSection={<Icon name={block.icon} size={14} />}>
                      {`0${index + 1}`}
                    </Badge>
                    <Title order={3} id={`${block.id}-title`} fz="h2">
                      {block.title}
                    </Title>
                    <Text c="gray.7" size="lg">
                      {block.description}
                    </Text>
                    <ul className="cp-bullets">
                      {block.features.map((feature) => (
                        <li key={feature}>
                          <Icon name="check" size={16} />
                          <span>{feature}</span>
                        </li>
                      ))}
                    </ul>
                    <div>
                      <ButtonLink
                        href={block.href}
                        mt="sm"
                        rightSection={<Icon name="arrowRight" size={16} />}
                      >
                        {block.cta}
                      </ButtonLink>
                    </div>
                  </Stack>
                </div>
                <div>
                  <img
                    src={block.image}
                    alt={block.imageAlt}
                    width={480}
                    height={320}
                    loading="lazy"
                    style={{ width: '100%', height: 'auto', display: 'block', borderRadius: 16 }}
                  />
                </div>
              </Columns>
            </article>
          ))}
        </Stack>
      </Section>
      <Section
        id="process"
        tone="tinted"
        title="Our Process"
        lead="Four clear steps from first call to long-term support."
      >
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          component="ol"
          style={{ listStyle: 'none', padding: 0 }}
        >
          {PROCESS_STEPS.map((step) => (
            <Card key={step.title} component="li" withBorder radius="lg" padding="lg">
              <Text fz={36} fw={800} c="brand.9" lh={1} aria-hidden="true">
                {step.step}
              </Text>
              <Title order={3} fz="h4" mt="sm">
                {step.title}
              </Title>
              <Text c="gray.7" mt={6}>
                {step.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Section>
      <CtaBand
        heading="Not Sure Where to Start?"
        text="Talk to an expert about your goals; we will suggest the best approach."
      >
        <ButtonLink href="/contact" variant="white" size="lg" radius="xl">
          Contact Us
        </ButtonLink>
      </CtaBand>
    </>
  );
}
