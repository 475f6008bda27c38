import { BLOG_CATEGORIES, BLOG_POSTS, type BlogCategory, type BlogPost, FEATURED_POST } from '@content/blog';
import { createFileRoute, useLoaderData } from '@tanstack/react-router';
import { useState } from 'react';
import { Seo } from '@/components/seo/Seo';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { Icon } from '@/components/ui/icons';
import { Badge, Card, Grid, Group, Stack } from '@/components/ui/layout';
import { MediaCard } from '@/components/ui/MediaCard';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { NewsletterForm } from '@/forms/NewsletterForm';

export const Route = createFileRoute('/_site/blog')({
  component: BlogPage,
});

/** Read More leads to a contact inquiry about the article's topic (the site has no article pages). */
const readMoreHref = (post: BlogPost) => `/contact?service=general&topic=${post.slug}`;

function BlogPage() {
  const { footer } = useLoaderData({ from: '__root__' });
  const [category, setCategory] = useState<BlogCategory>('All Posts');
  const [noMore, setNoMore] = useState(false);
  const visible = category === 'All Posts' ? BLOG_POSTS : BLOG_POSTS.filter((p) => p.category === category);

  return (
    <>
      <Seo
        title="Blog"
        description="Insights from Connectia on software development, cloud, data analytics, DevOps, cybersecurity, team management and AI."
        path="/blog"
      />
      <PageHero
        title="Insights & Articles"
        subtitle="Practical advice on technology, teams and transformation from the people who deliver it."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Blog' }]}
      />
      <Section id="featured" title="Featured Article">
        <Card padding="none" as="article" aria-labelledby="featured-title">
          <Columns gap={0}>
            <div>
              <img
                src={FEATURED_POST.image}
                alt="Illustration of a team collaborating across countries"
                width={480}
                height={320}
                className="cp-cover-image"
              />
            </div>
            <div>
              <Stack gap="sm" className="cp-blog__featured-body">
                <Badge>{FEATURED_POST.category}</Badge>
                <h3 id="featured-title" className="cp-h2">
                  {FEATURED_POST.title}
                </h3>
                <p className="cp-text cp-muted">{FEATURED_POST.excerpt}</p>
                <PostMeta post={FEATURED_POST} />
                <div>
                  <ButtonLink
                    href={readMoreHref(FEATURED_POST)}
                    rightSection={<Icon name="arrowRight" size={16} />}
                  >
                    Read More
                  </ButtonLink>
                </div>
              </Stack>
            </div>
          </Columns>
        </Card>
      </Section>
      <Section id="articles" tone="tinted" title="Latest Articles">
        <Group
          gap="xs"
          justify="center"
          className="cp-blog__filters"
          role="group"
          aria-label="Filter articles by category"
        >
          {BLOG_CATEGORIES.map((name) => (
            <Button
              key={name}
              radius="xl"
              size="sm"
              variant={category === name ? 'filled' : 'default'}
              aria-pressed={category === name}
              onClick={() => {
                setCategory(name);
                setNoMore(false);
              }}
            >
              {name}
            </Button>
          ))}
        </Group>
        <p
          className="cp-text cp-center cp-muted cp-blog__count"
          aria-live="polite"
          data-testid="article-count"
        >
          {visible.length
            ? `Showing ${visible.length} ${visible.length === 1 ? 'article' : 'articles'}${category === 'All Posts' ? '' : ` in ${category}`}.`
            : `No articles in ${category} yet.`}
        </p>
        <Grid cols={{ base: 1, sm: 2, lg: 3 }}>
          {visible.map((post) => (
            <MediaCard
              key={post.slug}
              image={post.image}
              imageAlt=""
              category={post.category}
              title={post.title}
              summary={post.excerpt}
              data-testid="article"
            >
              <PostMeta post={post} />
              <div className="cp-push-down">
                <ButtonLink
                  href={readMoreHref(post)}
                  variant="light"
                  aria-label={`Read More: ${post.title}`}
                  rightSection={<Icon name="arrowRight" size={16} />}
                >
                  Read More
                </ButtonLink>
              </div>
            </MediaCard>
          ))}
        </Grid>
        <Stack align="center" gap="sm" className="cp-mt-xl">
          <Button variant="outline" size="md" radius="xl" onClick={() => setNoMore(true)} disabled={noMore}>
            Load More Articles
          </Button>
          <p className="cp-text cp-muted" role="status">
            {noMore
              ? 'There are no more articles to load: you are seeing every article we have published.'
              : ''}
          </p>
        </Stack>
      </Section>
      <Section
        id="newsletter"
        tone="dark"
        title="Subscribe to Our Newsletter"
        lead="New articles and company news, about once a month."
        size="sm"
      >
        <NewsletterForm email={footer.company.email} />
      </Section>
    </>
  );
}

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <Group gap="md" className="cp-text-sm cp-muted">
      <span>{post.author}</span>
      <span className="cp-blog__meta">
        <Icon name="calendar" size={14} />
        {post.date}
      </span>
      <span className="cp-blog__meta">
        <Icon name="clock" size={14} />
        {post.readTime}
      </span>
    </Group>
  );
}
