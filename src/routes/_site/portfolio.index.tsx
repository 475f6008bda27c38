import { createFileRoute } from '@tanstack/react-router';
import { useEditable } from '@/app/editable';
import { fromPage } from '@/app/from-page';
import { useSiteText } from '@/app/site-text';
import { CallToActionBand } from '@/components/blocks/CallToActionBlock';
import { CARD_SIZES, CoverImage } from '@/components/documents/CoverImage';
import { MediaCard } from '@/components/page-parts/MediaCard';
import { StatGrid } from '@/components/page-parts/StatGrid';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/icons';
import { Badge, Card, Grid, Group } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { documentPath } from '@/schema-kit/document-path';
import { fill } from '@/schema-kit/template';

export const Route = createFileRoute('/_site/portfolio/')({
  loader: fromPage(() => import('@/app/loaders/portfolio')),
  component: PortfolioPage,
});

function PortfolioPage() {
  const { page, sources, studies, studiesPath, siteText } = Route.useLoaderData();
  const editable = useEditable();
  const { caseStudies: words } = siteText;
  const frame = useSiteText('frame');
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path="/portfolio"
        source={sources.page}
      />
      <PageHero
        title={page.hero.title}
        titleMark={editable(sources.page, 'hero.title')}
        subtitle={page.hero.subtitle}
        subtitleMark={editable(sources.page, 'hero.subtitle')}
        breadcrumb={[{ label: frame.home, href: '/' }, { label: page.hero.breadcrumb }]}
      />
      <Section id="case-studies" title={page.caseStudies.title} lead={page.caseStudies.lead}>
        <Grid cols={{ base: 1, sm: 2, lg: 3 }}>
          {studies.map(({ slug, data: study }) => (
            <MediaCard
              key={slug}
              picture={<CoverImage cover={study.cover} sizes={CARD_SIZES} className="cp-media-card__image" />}
              category={study.category}
              title={study.title}
              summary={study.excerpt}
            >
              <p className="cp-text cp-text-sm">
                <strong>{words.client}:</strong> {study.client} · <strong>{words.duration}:</strong>{' '}
                {study.duration} · <strong>{words.team}:</strong> {study.teamSize}
              </p>
              <Group gap="xs">
                {study.technologies.map((tech) => (
                  <Badge key={tech} variant="outline" tone="gray">
                    {tech}
                  </Badge>
                ))}
              </Group>
              <ul className="cp-bullets">
                {study.results.map((result) => (
                  <li key={`${result.value} ${result.label}`}>
                    <Icon name="trendingUp" size={16} />
                    <span className="cp-text-sm">
                      {result.value} {result.label}
                    </span>
                  </li>
                ))}
              </ul>
              <div className="cp-push-down">
                <ButtonLink
                  href={documentPath({ path: studiesPath }, slug)}
                  variant="light"
                  rightSection={<Icon name="arrowRight" size={16} />}
                  aria-label={fill(words.viewCaseStudyOf, { title: study.title })}
                >
                  {words.viewCaseStudy}
                </ButtonLink>
              </div>
            </MediaCard>
          ))}
        </Grid>
      </Section>
      <Section id="portfolio-stats" tone="tinted" title={page.stats.title}>
        <StatGrid items={page.stats.items} />
      </Section>
      <Section id="industries" title={page.industries.title}>
        <Grid cols={{ base: 1, xs: 2, md: 5 }} gap="md" as="ul">
          {page.industries.items.map((industry) => (
            <Card key={industry} as="li" padding="md" className="cp-tile">
              {industry}
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
