import { createFileRoute } from '@tanstack/react-router';
import { useEditable } from '@/app/editable';
import { fromPage } from '@/app/from-page';
import { useSiteText } from '@/app/site-text';
import { CallToActionBand } from '@/components/blocks/CallToActionBlock';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { Illustration } from '@/components/ui/Illustration';
import { Icon } from '@/components/ui/icons';
import { Badge, Card, Grid, Stack } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';

export const Route = createFileRoute('/_site/services/')({
  loader: fromPage(() => import('@/app/loaders/services')),
  component: ServicesPage,
});

function ServicesPage() {
  const { content, page, sources } = Route.useLoaderData();
  const editable = useEditable();
  const frame = useSiteText('frame');
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path="/services" source={sources.page} />
      <PageHero
        title={content.hero.title}
        titleMark={editable(sources.content, 'hero.title')}
        subtitle={content.hero.subtitle}
        subtitleMark={editable(sources.content, 'hero.subtitle')}
        breadcrumb={[{ label: frame.home, href: '/' }, { label: page.hero.breadcrumb }]}
        actions={
          <ButtonLink href="/contact" size="lg" radius="xl" tone="green">
            {content.hero.ctaText}
          </ButtonLink>
        }
      />
      <Section id="service-list" title={page.offer.title} lead={page.offer.lead}>
        <Stack gap="xl" className="cp-services__blocks">
          {page.offer.items.map((block, index) => {
            // The service's id is its anchor (/services#cloud); an item stored without one gets its place.
            const anchor = block.id || `service-${index + 1}`;
            return (
              <article key={anchor} id={anchor} aria-labelledby={`${anchor}-title`}>
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
                      <h3 id={`${anchor}-title`} className="cp-h2">
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
                          href={block.link}
                          className="cp-mt-sm"
                          rightSection={<Icon name="arrowRight" size={16} />}
                        >
                          {block.linkLabel}
                        </ButtonLink>
                      </div>
                    </Stack>
                  </div>
                  <div
                    {...editable(sources.page, 'offer.items.image', {
                      items: block.id ? { id: block.id } : index,
                    })}
                  >
                    <Illustration
                      image={block.image}
                      width={480}
                      height={320}
                      className="cp-rounded-image"
                      lazy
                    />
                  </div>
                </Columns>
              </article>
            );
          })}
        </Stack>
      </Section>
      <Section id="process" tone="tinted" title={page.process.title} lead={page.process.lead}>
        <Grid cols={{ base: 1, sm: 2, lg: 4 }} as="ol">
          {page.process.steps.map((step, index) => (
            <Card key={step.id || index} as="li">
              <p className="cp-services__step" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 className="cp-h4 cp-mt-sm">{step.title}</h3>
              <p className="cp-text cp-muted cp-services__step-text">{step.text}</p>
            </Card>
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
