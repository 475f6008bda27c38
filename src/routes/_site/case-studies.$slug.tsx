import { createFileRoute } from '@tanstack/react-router';
import { useEditable } from '@/app/editable';
import { fromPage } from '@/app/from-page';
import { withLocale } from '@/app/locale-path';
import { useSiteText } from '@/app/site-text';
import { CoverImage, PAGE_SIZES } from '@/components/documents/CoverImage';
import { useFormat } from '@/components/documents/format';
import { RichText } from '@/components/documents/RichText';
import { CtaBand } from '@/components/page-parts/CtaBand';
import { StatGrid } from '@/components/page-parts/StatGrid';
import { JsonLd, pageImage, Seo } from '@/components/seo/Seo';
import { absoluteUrl, SITE_NAME } from '@/components/seo/site';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Filled } from '@/components/ui/Filled';
import { Badge, Group, Stack } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { documentPath } from '@/schema-kit/document-path';
import '@/components/documents/documents.css';

/**
 * /case-studies/<slug>: one published case study (beside, not among, the sixteen /portfolio/<slug>
 * solution pages); an unknown, unpublished or not-yet-due one is the not-found page.
 */
export const Route = createFileRoute('/_site/case-studies/$slug')({
  staticData: {
    // Only the prerenderer asks (import.meta.env.SSR): browsers' entry chunk carries none of this.
    prerenderParams: import.meta.env.SSR
      ? async ({ documents }) =>
          (await (await documents.get()).all((await import('@schemas/case-studies')).default)).map((row) => ({
            slug: row.slug,
          }))
      : undefined,
  },
  loader: fromPage(() => import('@/app/loaders/case-study')),
  component: CaseStudyPage,
});

function CaseStudyPage() {
  const data = Route.useLoaderData();
  const frame = useSiteText('frame');
  const format = useFormat();
  const editable = useEditable();
  if (!data) return null;
  const { study, source, words, studiesPath } = data;
  const d = study.data;
  const path = documentPath({ path: studiesPath }, study.slug);
  const contact = `/contact?service=${encodeURIComponent(d.service || 'general')}`;
  const facts = [
    [words.client, d.client],
    [words.industry, d.industry],
    [words.duration, d.duration],
    [words.team, d.teamSize],
  ].filter(([, value]) => value);
  return (
    <>
      <Seo
        title={d.title}
        description={d.excerpt || d.title}
        path={path}
        type="article"
        image={d.cover}
        published={study.publishedAt}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: d.title,
          description: d.excerpt,
          image: pageImage(d.cover).url,
          datePublished: study.publishedAt,
          dateModified: study.updatedAt || study.publishedAt,
          author: { '@type': 'Organization', name: SITE_NAME },
          publisher: { '@type': 'Organization', name: SITE_NAME, logo: absoluteUrl('/icon-512.png') },
          mainEntityOfPage: absoluteUrl(withLocale(path, format.locale)),
          about: d.industry || undefined,
          keywords: d.technologies.join(', '),
        }}
      />
      <PageHero
        title={d.title}
        titleMark={editable(source, 'title')}
        subtitle={d.excerpt}
        subtitleMark={editable(source, 'excerpt')}
        eyebrow={words.eyebrow}
        breadcrumb={[
          { label: frame.home, href: '/' },
          { label: words.parent, href: '/portfolio' },
          { label: d.title },
        ]}
        actions={
          <ButtonLink href={contact} variant="white" size="lg" radius="xl">
            {words.startSimilar}
          </ButtonLink>
        }
      />
      <Section id="overview" aria-label={words.region} size="md" align="start">
        <article className="cp-document">
          <Stack gap="xl">
            {facts.length ? (
              <dl className="cp-document__facts">
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <CoverImage
              cover={d.cover}
              priority
              sizes={PAGE_SIZES}
              className="cp-document__cover"
              mark={editable(source, 'cover')}
            />
            {d.challenge ? (
              <section aria-labelledby="challenge-heading">
                <h2 id="challenge-heading" className="cp-h3">
                  {words.challenge}
                </h2>
                <p className="cp-text" {...editable(source, 'challenge')}>
                  {d.challenge}
                </p>
              </section>
            ) : null}
            {d.solution ? (
              <section aria-labelledby="solution-heading">
                <h2 id="solution-heading" className="cp-h3">
                  {words.solution}
                </h2>
                <p className="cp-text" {...editable(source, 'solution')}>
                  {d.solution}
                </p>
              </section>
            ) : null}
            {d.results.length ? (
              <section aria-labelledby="results-heading">
                <h2 id="results-heading" className="cp-h3">
                  {words.results}
                </h2>
                <StatGrid
                  items={d.results}
                  cols={d.results.length >= 4 ? 4 : d.results.length === 3 ? 3 : 2}
                />
              </section>
            ) : null}
            <RichText
              doc={study.body}
              inEnglish={study.inEnglish.includes('body')}
              mark={editable(source, 'body')}
            />
            {d.technologies.length ? (
              <section aria-labelledby="technologies-heading">
                <h2 id="technologies-heading" className="cp-h3">
                  {words.technologies}
                </h2>
                <Group gap="xs">
                  {d.technologies.map((tech) => (
                    <Badge key={tech} variant="outline" tone="gray">
                      {tech}
                    </Badge>
                  ))}
                </Group>
              </section>
            ) : null}
            {d.quote.text ? (
              <figure className="cp-document__quote">
                <blockquote>
                  <p className="cp-document__quote-text">“{d.quote.text}”</p>
                </blockquote>
                <figcaption className="cp-text-sm">
                  <strong>{d.quote.author}</strong>
                  {d.quote.role ? `, ${d.quote.role}` : ''}
                </figcaption>
              </figure>
            ) : null}
            <p className="cp-text-sm cp-muted">
              <Filled
                text={words.published}
                values={{ date: <time dateTime={study.publishedAt}>{format.date(study.publishedAt)}</time> }}
              />
            </p>
          </Stack>
        </article>
      </Section>
      <CtaBand heading={words.ctaHeading} text={words.ctaText}>
        <ButtonLink href={contact} variant="white" size="lg" radius="xl">
          {words.ctaButton}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
