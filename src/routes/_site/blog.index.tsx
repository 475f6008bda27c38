import { categoryName } from '@content/article-categories';
import { BLOG_CATEGORIES, BLOG_PAGE_SIZE, type BlogFilter } from '@content/blog';
import type ArticlesCollection from '@schemas/articles';
import { createFileRoute, useLoaderData, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useEditable } from '@/app/editable';
import { fromPage } from '@/app/from-page';
import type { Labels } from '@/app/reference-labels';
import { type SiteText, useSiteText } from '@/app/site-text';
import { ArticleCard } from '@/components/documents/ArticleCard';
import { CoverImage, FEATURED_SIZES } from '@/components/documents/CoverImage';
import { authorName } from '@/components/documents/document-meta';
import { useFormat } from '@/components/documents/format';
import { Seo } from '@/components/seo/Seo';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { Icon } from '@/components/ui/icons';
import { Badge, Card, Grid, Group, Stack, VisuallyHidden } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { useFormMessages } from '@/forms/form-messages';
import { NewsletterForm } from '@/forms/NewsletterForm';
import { documentPath } from '@/schema-kit/document-path';
import { fill } from '@/schema-kit/template';
import type { ListedDocument } from '@/storage/document-rows';

/** The filter's categories: the spec's list (content/blog.ts) without 'All Posts', as the schema's select. */
type Category = BlogFilter;
// Types from type-only imports: a type naming a value import would keep that import (the schema) in
// the route's entry part, which every page loads.
type Article = ListedDocument<typeof ArticlesCollection>;

// Read by validateSearch, which every page's entry chunk holds: the small content list, not the schema.
const isCategory = (value: unknown): value is Category =>
  value !== 'All Posts' &&
  typeof value === 'string' &&
  (BLOG_CATEGORIES as readonly string[]).includes(value);

export const Route = createFileRoute('/_site/blog/')({
  // ?category= filters the list: a filtered list can be shared and survives a reload.
  validateSearch: (search: Record<string, unknown>): { category?: Category } =>
    isCategory(search.category) ? { category: search.category } : {},
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: fromPage(() => import('@/app/loaders/blog')),
  component: BlogPage,
});

function BlogPage() {
  const { footer } = useLoaderData({ from: '__root__' });
  const {
    page,
    sources,
    featured,
    category,
    list,
    members,
    siteText: text,
    readingTimes,
    articlesPath,
    feed,
  } = Route.useLoaderData();
  const formMessages = useFormMessages(Route.id);
  const editable = useEditable();
  const navigate = useNavigate({ from: Route.fullPath });
  const active = category ?? 'All Posts';
  const frame = useSiteText('frame');

  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path="/blog"
        feeds={feed ? [feed] : undefined}
        source={sources.page}
      />
      <PageHero
        title={page.hero.title}
        titleMark={editable(sources.page, 'hero.title')}
        subtitle={page.hero.subtitle}
        subtitleMark={editable(sources.page, 'hero.subtitle')}
        breadcrumb={[{ label: frame.home, href: '/' }, { label: page.hero.breadcrumb }]}
      />
      {featured ? (
        <Section id="featured" title={page.articles.featuredTitle}>
          <Card padding="none" as="article" aria-labelledby="featured-title">
            <Columns gap={0}>
              <div>
                <CoverImage
                  cover={featured.data.cover}
                  sizes={FEATURED_SIZES}
                  priority
                  className="cp-cover-image"
                />
              </div>
              <div>
                <Stack gap="sm" className="cp-blog__featured-body">
                  <Badge>{categoryName(text.articles.categories, featured.data.category)}</Badge>
                  <h3 id="featured-title" className="cp-h2">
                    {featured.data.title}
                  </h3>
                  <p className="cp-text cp-muted">{featured.data.excerpt}</p>
                  <PostMeta
                    article={featured}
                    members={members}
                    text={text}
                    readingTime={readingTimes[featured.readingMinutes]}
                  />
                  <div>
                    <ButtonLink
                      href={documentPath({ path: articlesPath }, featured.slug)}
                      rightSection={<Icon name="arrowRight" size={16} />}
                    >
                      {/* Visible text first, context for screen readers and Lighthouse's link-text audit. */}
                      {text.articles.readMore}
                      <VisuallyHidden>{` ${fill(text.articles.readMoreAbout, { title: featured.data.title })}`}</VisuallyHidden>
                    </ButtonLink>
                  </div>
                </Stack>
              </div>
            </Columns>
          </Card>
        </Section>
      ) : null}
      <Section id="articles" tone="tinted" title={page.articles.latestTitle}>
        <Group
          gap="xs"
          justify="center"
          className="cp-blog__filters"
          role="group"
          aria-label={text.blog.filter}
        >
          {BLOG_CATEGORIES.map((name) => (
            <Button
              key={name}
              radius="xl"
              size="sm"
              variant={active === name ? 'filled' : 'default'}
              aria-pressed={active === name}
              onClick={() =>
                void navigate({
                  search: name === 'All Posts' ? {} : { category: name },
                  resetScroll: false,
                })
              }
            >
              {name === 'All Posts' ? text.blog.allPosts : categoryName(text.articles.categories, name)}
            </Button>
          ))}
        </Group>
        {/* A new list (another category, or new data) starts again from its first page. */}
        <ArticleList
          key={`${active}:${list.items.map((a) => a.slug).join()}`}
          category={category}
          first={list}
          members={members}
          text={text}
        />
      </Section>
      <Section
        id="newsletter"
        tone="dark"
        title={page.newsletter.title}
        lead={page.newsletter.lead}
        size="sm"
      >
        <NewsletterForm text={text} messages={formMessages} email={footer.company.email} />
      </Section>
    </>
  );
}

/** The list, six at a time: 'Load More Articles' asks for the next six and is gone when none are left. */
function ArticleList({
  category,
  first,
  members,
  text,
}: {
  category: Category | undefined;
  first: { items: Article[]; more: boolean };
  /** Leadership members' names by id, for the authors. */
  members: Labels;
  text: Pick<SiteText, 'blog' | 'articles'>;
}) {
  const { documents } = Route.useRouteContext();
  const { articlesPath, readingTimes: firstTimes } = Route.useLoaderData();
  const [items, setItems] = useState(first.items);
  const [readingTimes, setReadingTimes] = useState(firstTimes);
  const [more, setMore] = useState(first.more);
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState('');
  const format = useFormat();
  const loadMore = async () => {
    setLoading(true);
    setProblem('');
    try {
      // The collection's schema and the documents store load with the first click.
      const [store, articles, messages] = await Promise.all([
        documents.get(),
        import('@schemas/articles'),
        import('@/app/message-format'),
      ]);
      const next = await store.list(articles.default, {
        where: category ? { category } : undefined,
        offset: items.length,
        limit: BLOG_PAGE_SIZE,
      });
      if (next) {
        const added = messages.messagesByCount(
          text.articles.readingTime,
          'minutes',
          next.items.map((article) => article.readingMinutes),
          format.locale,
        );
        setReadingTimes((known) => ({ ...added, ...known }));
        setItems((shown) => [...shown, ...next.items.filter((a) => !shown.some((s) => s.slug === a.slug))]);
        setMore(next.more);
      }
    } catch {
      setProblem(text.blog.loadFailed);
    } finally {
      setLoading(false);
    }
  };
  const { blog } = text;
  const count = items.length;
  // No articles is a sentence of its own; otherwise the count's plural form picks the words (Site
  // Text has English's two; Arabic's dual and plurals take the plural's words until it has them).
  const one = format.plural(count) === 'one';
  const shown = category
    ? fill(count === 0 ? blog.noneIn : one ? blog.showingOneIn : blog.showingManyIn, {
        count,
        category: categoryName(text.articles.categories, category),
      })
    : fill(count === 0 ? blog.none : one ? blog.showingOne : blog.showingMany, { count });
  return (
    <>
      <p className="cp-text cp-center cp-muted cp-blog__count" aria-live="polite" data-testid="article-count">
        {shown}
      </p>
      <Grid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((article) => (
          <ArticleCard
            key={article.slug}
            article={article}
            href={documentPath({ path: articlesPath }, article.slug)}
            data-testid="article"
          >
            <PostMeta
              article={article}
              members={members}
              text={text}
              readingTime={readingTimes[article.readingMinutes]}
            />
          </ArticleCard>
        ))}
      </Grid>
      <Stack align="center" gap="sm" className="cp-mt-xl">
        {more ? (
          <Button
            variant="outline"
            size="md"
            radius="xl"
            onClick={loadMore}
            disabled={loading}
            aria-busy={loading}
          >
            {blog.loadMore}
          </Button>
        ) : null}
        <p className="cp-text cp-muted" role="status">
          {problem}
        </p>
      </Stack>
    </>
  );
}

function PostMeta({
  article,
  members,
  text,
  readingTime,
}: {
  article: Article;
  members: Labels;
  text: Pick<SiteText, 'articles'>;
  /** The reading time in the page's words (the loader formats the message). */
  readingTime: string | undefined;
}) {
  const format = useFormat();
  return (
    <Group gap="md" className="cp-text-sm cp-muted">
      <span>{authorName(article.data.author, members) || text.articles.noAuthor}</span>
      <span className="cp-blog__meta">
        <Icon name="calendar" size={14} />
        <time dateTime={article.publishedAt}>{format.date(article.publishedAt)}</time>
      </span>
      <span className="cp-blog__meta">
        <Icon name="clock" size={14} />
        {readingTime}
      </span>
    </Group>
  );
}
