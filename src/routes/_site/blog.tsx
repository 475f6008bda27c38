import { BLOG_CATEGORIES, BLOG_POSTS, type BlogCategory, type BlogPost, FEATURED_POST } from '@content/blog';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useLoaderData } from '@tanstack/react-router';
import { useState } from 'react';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { Icon } from '@/components/ui/icons';
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
        <Card withBorder radius="lg" padding={0} component="article" aria-labelledby="featured-title">
          <Columns gap={0}>
            <div>
              <img
                src={FEATURED_POST.image}
                alt="Illustration of a team collaborating across countries"
                width={480}
                height={320}
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            </div>
            <div>
              <Stack gap="sm" p="xl">
                <Badge variant="light">{FEATURED_POST.category}</Badge>
                <Title order={3} id="featured-title" fz="h2">
                  {FEATURED_POST.title}
                </Title>
                <Text c="gray.7">{FEATURED_POST.excerpt}</Text>
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
        <Group gap="xs" justify="center" mb="xl" role="group" aria-label="Filter articles by category">
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
        <Text ta="center" mb="md" c="gray.7" aria-live="polite" data-testid="article-count">
          {visible.length
            ? `Showing ${visible.length} ${visible.length === 1 ? 'article' : 'articles'}${category === 'All Posts' ? '' : ` in ${category}`}.`
            : `No articles in ${category} yet.`}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {visible.map((post) => (
            <Card
              key={post.slug}
              withBorder
              radius="lg"
              padding="lg"
              component="article"
              className="cp-card"
              data-testid="article"
            >
              <Card.Section>
                <img
                  src={post.image}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  style={{ width: '100%', height: 'auto', display: 'block' }}
                />
              </Card.Section>
              <Stack gap="sm" mt="md" h="100%">
                <Badge variant="light">{post.category}</Badge>
                <Title order={3} fz="h4">
                  {post.title}
                </Title>
                <Text c="gray.7" size="sm">
                  {post.excerpt}
                </Text>
                <PostMeta post={post} />
                <div style={{ marginTop: 'auto' }}>
                  <ButtonLink
                    href={readMoreHref(post)}
                    variant="light"
                    aria-label={`Read More: ${post.title}`}
                    rightSection={<Icon name="arrowRight" size={16} />}
                  >
                    Read More
                  </ButtonLink>
                </div>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
        <Stack align="center" mt="xl" gap="sm">
          <Button variant="outline" size="md" radius="xl" onClick={() => setNoMore(true)} disabled={noMore}>
            Load More Articles
          </Button>
          <Text c="gray.7" role="status">
            {noMore
              ? 'There are no more articles to load: you are seeing every article we have published.'
              : ''}
          </Text>
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
    <Group gap="md" fz="sm" c="gray.7">
      <span>{post.author}</span>
      <Group gap={4}>
        <Icon name="calendar" size={14} />
        {post.date}
      </Group>
      <Group gap={4}>
        <Icon name="clock" size={14} />
        {post.readTime}
      </Group>
    </Group>
  );
}
