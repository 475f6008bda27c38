import { categoryName } from '@content/article-categories';
import { createFileRoute } from '@tanstack/react-router';
import { useEditable } from '@/app/editable';
import { fromPage } from '@/app/from-page';
import { withLocale } from '@/app/locale-path';
import { useSiteText } from '@/app/site-text';
import { ArticleCard } from '@/components/documents/ArticleCard';
import { CoverImage, PAGE_SIZES } from '@/components/documents/CoverImage';
import { useFormat } from '@/components/documents/format';
import { RichText } from '@/components/documents/RichText';
import { CtaBand } from '@/components/page-parts/CtaBand';
import { JsonLd, pageImage, Seo } from '@/components/seo/Seo';
import { absoluteUrl, SITE_NAME } from '@/components/seo/site';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Icon } from '@/components/ui/icons';
import { Badge, Grid, Stack } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { nameInSentence } from '@/schema-kit/choice-name';
import { documentPath } from '@/schema-kit/document-path';
import { fill } from '@/schema-kit/template';
import '@/components/documents/documents.css';

/** /blog/<slug>: one published article; an unknown, unpublished or not-yet-due one is the not-found page. */
export const Route = createFileRoute('/_site/blog/$slug')({
  staticData: {
    // Only the prerenderer asks (import.meta.env.SSR): browsers' entry chunk carries none of this.
    prerenderParams: import.meta.env.SSR
      ? async ({ documents }) =>
          (await (await documents.get()).all((await import('@schemas/articles')).default)).map((row) => ({
            slug: row.slug,
          }))
      : undefined,
  },
  loader: fromPage(() => import('@/app/loaders/article')),
  component: ArticlePage,
});

function ArticlePage() {
  const data = Route.useLoaderData();
  const frame = useSiteText('frame');
  const format = useFormat();
  const editable = useEditable();
  // After the loader throws notFound() the root not-found page is shown; this may render once without data.
  if (!data) return null;
  const { article, source, related, articlesPath, feed, service } = data;
  const words = data.siteText.articles;
  const author = data.author || words.noAuthor;
  const { title, excerpt, cover, category, tags, seo } = article.data;
  const path = documentPath({ path: articlesPath }, article.slug);
  const shownCategory = categoryName(words.categories, category);
  const description = seo.description || excerpt;
  return (
    <>
      <Seo
        title={seo.title || title}
        description={description}
        path={path}
        type="article"
        image={cover}
        published={article.publishedAt}
        modified={article.updatedAt || undefined}
        feeds={feed ? [feed] : undefined}
        source={source}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: title,
          description,
          image: pageImage(cover).url,
          datePublished: article.publishedAt,
          dateModified: article.updatedAt || article.publishedAt,
          author: { '@type': 'Person', name: author },
          publisher: { '@type': 'Organization', name: SITE_NAME, logo: absoluteUrl('/icon-512.png') },
          mainEntityOfPage: absoluteUrl(withLocale(path, format.locale)),
          articleSection: shownCategory,
          keywords: tags.join(', '),
          wordCount: article.words,
        }}
      />
      <PageHero
        title={title}
        titleMark={editable(source, 'title')}
        subtitle={excerpt}
        subtitleMark={editable(source, 'excerpt')}
        breadcrumb={[
          { label: frame.home, href: '/' },
          { label: words.parent, href: '/blog' },
          { label: title },
        ]}
      >
        <p className="cp-document__meta cp-text-sm" data-testid="article-meta">
          <Badge>{shownCategory}</Badge>
          <span>{fill(words.byAuthor, { author })}</span>
          <span className="cp-blog__meta">
            <Icon name="calendar" size={14} />
            <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
          </span>
          <span className="cp-blog__meta">
            <Icon name="clock" size={14} />
            {data.readingTime}
          </span>
        </p>
      </PageHero>
      <Section id="article" aria-label={words.region} size="md" align="start">
        <article className="cp-document">
          <Stack gap="xl">
            <CoverImage
              cover={cover}
              priority
              sizes={PAGE_SIZES}
              className="cp-document__cover"
              mark={editable(source, 'cover')}
            />
            <RichText
              doc={article.body}
              inEnglish={article.inEnglish.includes('body')}
              mark={editable(source, 'body')}
            />
            {tags.length ? (
              <ul className="cp-document__tags" aria-label={words.tags}>
                {tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline" tone="gray">
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
          </Stack>
        </article>
      </Section>
      {related.length ? (
        <Section id="related" tone="tinted" title={words.related}>
          <Grid cols={{ base: 1, sm: 2, lg: 3 }}>
            {related.map((item) => (
              <ArticleCard
                key={item.slug}
                article={item}
                href={documentPath({ path: articlesPath }, item.slug)}
                data-testid="related-article"
              />
            ))}
          </Grid>
        </Section>
      ) : null}
      <CtaBand
        heading={words.ctaHeading}
        text={fill(words.ctaText, { category: nameInSentence(shownCategory, format.locale) })}
      >
        <ButtonLink
          href={`/contact?service=${encodeURIComponent(service)}`}
          variant="white"
          size="lg"
          radius="xl"
        >
          {words.ctaButton}
        </ButtonLink>
      </CtaBand>
    </>
  );
}
