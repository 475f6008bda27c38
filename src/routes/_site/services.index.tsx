import { PROCESS_STEPS, SERVICE_BLOCKS } from '@content/services';
import content from '@schemas/content';
import { createFileRoute } from '@tanstack/react-router';
import { settingsLoader } from '@/app/settings-loader';
import { useSiteText } from '@/app/site-text';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { CtaBand } from '@/components/ui/CtaBand';
import { Icon } from '@/components/ui/icons';
import { Badge, Card, Grid, Stack } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';

export const Route = createFileRoute('/_site/services/')({
  loader: settingsLoader({ content }),
  component: ServicesPage,
});

function ServicesPage() {
  const { content } = Route.useLoaderData();
  const frame = useSiteText('frame');
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
        breadcrumb={[{ label: frame.home, href: '/' }, { label: 'Services' }]}
        actions={
          <ButtonLink href="/contact" size="lg" radius="xl" tone="green">
            {content.hero.ctaText}
          </ButtonLink>
        }
      />
      <Section id="service-list" title="What We Offer" lead="Seven ways we help businesses grow.">
        <Stack gap="xl" className="cp-services__blocks">
          {SERVICE_BLOCKS.map((block, index) => (
            <article key={block.id} id={block.id} aria-labelledby={`${block.id}-title`}>
              <Columns
                gap={{ base: 'lg', md: 48 }}
                align="center"
                reverse={{ base: true, md: index % 2 === 1 }}
              >
                <div>
                  <Stack gap="sm">
                    <Badge size="lg" icon={<Icon name={block.icon} size={14} />}>
                      {`0${index + 1}`}
                    </Badge>
                    <h3 id={`${block.id}-title`} className="cp-h2">
                      {block.title}
                    </h3>
                    <p className="cp-text cp-muted cp-text-lg">{block.description}</p>
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
                        className="cp-mt-sm"
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
                    className="cp-rounded-image"
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
        <Grid cols={{ base: 1, sm: 2, lg: 4 }} as="ol">
          {PROCESS_STEPS.map((step) => (
            <Card key={step.title} as="li">
              <p className="cp-services__step" aria-hidden="true">
                {step.step}
              </p>
              <h3 className="cp-h4 cp-mt-sm">{step.title}</h3>
              <p className="cp-text cp-muted cp-services__step-text">{step.text}</p>
            </Card>
          ))}
        </Grid>
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
