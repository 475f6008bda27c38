/**
 * INTERIM seed documents for the articles and case-studies collections, made from the teasers the
 * site showed before documents existed (content/blog.ts, content/portfolio.ts). They keep /blog and
 * /portfolio as they were until the full seed content (content/articles, content/case-studies, with
 * bodies of several hundred words) arrives; then this file goes.
 */
import { BLOG_POSTS, FEATURED_POST } from './blog';
import { CASE_STUDIES } from './portfolio';
import { doc, h2, p, quote, ul } from './rich-text';

const LEADERS: Record<string, string> = {
  'Ahmed Al-Rashid': 'ahmed-al-rashid',
  'Sarah Mitchell': 'sarah-mitchell',
  'Omar Haddad': 'omar-haddad',
};

const iso = (date: string) => new Date(`${date} 08:00:00 UTC`).toISOString();

export const ARTICLE_SEEDS = [FEATURED_POST, ...BLOG_POSTS].map((post) => ({
  slug: post.slug,
  title: post.title,
  excerpt: post.excerpt,
  body: doc(
    p(post.excerpt),
    h2('What we see on client projects'),
    p(`This article on ${post.category.toLowerCase()} collects what our teams learned delivering it.`),
    ul(...post.tags.map((tag) => `${tag}: where to start and what to measure.`)),
  ),
  cover: { src: post.image, alt: `Illustration for the article ${post.title}` },
  author: LEADERS[post.author] ? { member: LEADERS[post.author] } : { name: post.author },
  category: post.category,
  tags: post.tags,
  publishedAt: iso(post.date),
  featured: post === FEATURED_POST,
  seo: { title: post.title, description: post.excerpt },
}));

const split = (result: string) => {
  const [value = result, ...rest] = result.split(' ');
  return { value, label: rest.join(' ') || result };
};

export const CASE_STUDY_SEEDS = CASE_STUDIES.map((study, index) => ({
  slug: study.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''),
  title: study.title,
  excerpt: study.description,
  client: study.client,
  industry: study.category,
  category: study.category,
  service: study.service,
  duration: study.duration,
  teamSize: study.team,
  technologies: study.technologies,
  challenge: `${study.client} needed ${study.description.charAt(0).toLowerCase()}${study.description.slice(1)}`,
  solution: `A team of ${study.team} delivered it in ${study.duration} with ${study.technologies.join(', ')}.`,
  results: study.results.map(split),
  body: doc(p(study.description), quote('They delivered what they promised, on time.')),
  cover: { src: study.image, alt: study.imageAlt },
  quote: {
    text: 'They delivered what they promised, on time.',
    author: 'Project sponsor',
    role: study.client,
  },
  publishedAt: new Date(Date.UTC(2024, 2, 1 - index, 8)).toISOString(),
}));
