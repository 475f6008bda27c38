/**
 * Site Text: its defaults are the words the components wrote before (a fresh install reads as it
 * did), an edit that drops a text's {placeholder} is refused with a message naming it, every field
 * says where it appears, and the parts pages read are the entity's own groups, read from its one
 * stored value.
 */
import { ARTICLE_CATEGORIES } from '@schemas/articles';
import { JOB_TYPES } from '@schemas/jobs';
import { CATEGORY_NAMES, categoryName } from '@schemas/parts/site-text/articles';
import { JOB_TYPE_NAMES, jobTypeName } from '@schemas/parts/site-text/careers';
import { siteTextPart } from '@schemas/parts/site-text/part';
import siteText from '@schemas/site-text';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type Descriptions, describeSchema, type FieldDescriptor } from '@/admin/renderer/describe-schema';
import { defaultsOf } from '@/schema-kit/entity';
import { fill } from '@/schema-kit/template';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

const text = defaultsOf(siteText);

describe('Site Text’s defaults are the words the site showed', () => {
  it('on every page and the not-found page', () => {
    expect(text.frame).toEqual({
      skipLink: 'Skip to content',
      mainNavigation: 'Main',
      openMenu: 'Open navigation menu',
      closeMenu: 'Close navigation menu',
      showMenu: 'Show {label} menu',
      mobileMenu: 'Menu',
      mobileNavigation: 'Mobile',
      showLinks: 'Show {label} links',
      breadcrumb: 'Breadcrumb',
      home: 'Home',
      socialMedia: 'Social media',
      socialLink: '{company} on {platform} (opens in a new tab)',
    });
    expect(text.notFound).toEqual({
      code: '404',
      heading: 'Oops! Page not found',
      text: 'The page you are looking for does not exist or has moved.',
      homeLink: 'Return to Home',
    });
    expect(fill(text.frame.socialLink, { company: 'Connectia', platform: 'LinkedIn' })).toBe(
      'Connectia on LinkedIn (opens in a new tab)',
    );
  });

  it('on cards, the blog, articles and case studies, as their code built them', () => {
    const { home, blog, articles, caseStudies, careers, leadership } = text;
    expect(`${home.learnMore} ${fill(home.learnMoreAbout, { title: 'Cloud' })}`).toBe(
      'Learn More about Cloud',
    );
    expect(home.exploreServices).toBe('Explore All Services');
    expect(fill(home.rating, { rating: 5 })).toBe('Rated 5 out of 5 stars');
    expect(`${articles.readMore} ${fill(articles.readMoreAbout, { title: 'AI' })}`).toBe(
      'Read More about AI',
    );
    expect(blog.allPosts).toBe('All Posts');
    expect(blog.filter).toBe('Filter articles by category');
    expect(fill(blog.showingOne, { count: 1 })).toBe('Showing 1 article.');
    expect(fill(blog.showingMany, { count: 6 })).toBe('Showing 6 articles.');
    expect(fill(blog.showingOneIn, { count: 1, category: 'DevOps' })).toBe('Showing 1 article in DevOps.');
    expect(fill(blog.showingManyIn, { count: 2, category: 'DevOps' })).toBe('Showing 2 articles in DevOps.');
    expect(blog.none).toBe('No articles yet.');
    expect(fill(blog.noneIn, { category: 'DevOps' })).toBe('No articles in DevOps yet.');
    expect(blog.loadMore).toBe('Load More Articles');
    expect(blog.loadFailed).toBe('More articles could not be loaded. Check your connection and try again.');
    expect(fill(articles.byAuthor, { author: 'Sarah Mitchell' })).toBe('By Sarah Mitchell');
    expect(fill(articles.readingTime, { minutes: 4 })).toBe('4 min read');
    expect(articles.noAuthor).toBe('Connectia Team');
    expect([articles.parent, articles.region, articles.tags, articles.related]).toEqual([
      'Blog',
      'Article',
      'Tags',
      'Related Articles',
    ]);
    expect(articles.ctaHeading).toBe('Want This for Your Business?');
    expect(fill(articles.ctaText, { category: 'devops' })).toBe(
      'Talk to our devops team about your project.',
    );
    expect(articles.ctaButton).toBe('Talk to Our Team');
    expect(caseStudies).toMatchObject({
      viewCaseStudy: 'View Case Study',
      parent: 'Portfolio',
      eyebrow: 'Case Study',
      startSimilar: 'Start a Similar Project',
      region: 'Case study',
      client: 'Client',
      industry: 'Industry',
      duration: 'Duration',
      team: 'Team',
      challenge: 'The Challenge',
      solution: 'Our Solution',
      results: 'Results',
      technologies: 'Technologies',
      ctaHeading: 'Have a Similar Challenge?',
      ctaText: 'Tell us about it: we will show you how we would approach it.',
      ctaButton: 'Talk to Our Team',
    });
    expect(fill(caseStudies.viewCaseStudyOf, { title: 'X' })).toBe('View Case Study: X');
    expect(fill(caseStudies.published, { date: 'March 1, 2024' })).toBe('Published March 1, 2024');
    expect(fill(careers.applyNowFor, { title: 'Cloud Engineer' })).toBe('Apply Now for Cloud Engineer');
    expect(careers.noBenefits).toBe('Our benefits are being updated. Ask us about them when you apply.');
    expect(fill(leadership.unnamed, { number: 2 })).toBe('Team Member 2');
    expect([leadership.role, leadership.location, leadership.experience, leadership.department]).toEqual([
      'Team Member',
      'Dubai, UAE',
      '5+ years',
      'General',
    ]);
    expect(fill(leadership.linkedin, { name: 'Ali' })).toBe('Ali on LinkedIn (opens in a new tab)');
  });

  it('in the forms and their messages', () => {
    const { forms, formMessages, contactForm, applicationForm, newsletter } = text;
    expect(forms.required).toBe('Fields marked with * are required.');
    expect([forms.firstName, forms.lastName, forms.email, contactForm.company]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Company',
    ]);
    expect(contactForm.heading).toBe('General Inquiry');
    expect(fill(contactForm.thanksName, { name: 'Layla' })).toBe('Thank you, Layla!');
    expect(applicationForm.experienceChoices).toEqual([
      '0-1 years',
      '2-3 years',
      '4-5 years',
      '6-10 years',
      '10+ years',
    ]);
    expect(applicationForm.otherPosition).toBe('Other');
    expect(newsletter.example).toBe('you@company.com');
    expect(formMessages.emailInvalid).toBe('Enter a valid email address, such as name@company.com.');
    expect(fill(formMessages.rateLimitedUntil, { limit: 'Try again in an hour.', email: 'a@b.co' })).toBe(
      'Try again in an hour. Everything you typed is still here; if it cannot wait, email us at a@b.co.',
    );
    expect(fill(formMessages.notSetUp, { email: 'hello@connectia.ae' })).toBe(
      'Sending messages is not set up on this website yet, so nothing was sent. Please email us at hello@connectia.ae: everything you typed is still here.',
    );
  });
});

describe('job types are shown by their Site Text names', () => {
  it('one name for each job type, the type itself by default', () => {
    expect(Object.values(JOB_TYPE_NAMES).sort()).toEqual([...JOB_TYPES].sort());
    for (const type of JOB_TYPES) expect(jobTypeName(text.careers.jobTypes, type)).toBe(type);
    expect(jobTypeName({ ...text.careers.jobTypes, contract: 'Fixed term' }, 'Contract')).toBe('Fixed term');
  });
});

describe('the blog’s categories are shown by their Site Text names', () => {
  it('one name for each category, the category itself by default', () => {
    expect(Object.values(CATEGORY_NAMES).sort()).toEqual([...ARTICLE_CATEGORIES].sort());
    for (const category of ARTICLE_CATEGORIES)
      expect(categoryName(text.articles.categories, category)).toBe(category);
  });

  it('a renamed category shows its new name, and its stored category stays', () => {
    const names = { ...text.articles.categories, devOps: 'Platform Engineering' };
    expect(categoryName(names, 'DevOps')).toBe('Platform Engineering');
    expect(categoryName(names, 'Cybersecurity')).toBe('Cybersecurity');
  });
});

describe('an edit keeps what the page fills in', () => {
  const edited = (articles: Record<string, string>) =>
    v.safeParse(siteText.schema, { ...text, articles: { ...text.articles, ...articles } });
  const messages = (result: ReturnType<typeof edited>) => result.issues?.map((issue) => issue.message) ?? [];

  it('refuses a byline without {author}, saying so', () => {
    const result = edited({ byAuthor: 'Written by our team' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual([
      'By author must keep {author}, and no other {…}: the page puts a value there.',
    ]);
    expect(result.issues?.[0]?.path?.map((item) => item.key)).toEqual(['articles', 'byAuthor']);
  });

  it('refuses a placeholder the page does not fill', () => {
    expect(messages(edited({ byAuthor: 'By {author} and {editor}' }))).toEqual([
      'By author must keep {author}, and no other {…}: the page puts a value there.',
    ]);
  });

  it('takes a plural message that keeps its number, and refuses one that cannot be read', () => {
    const arabic =
      'وقت القراءة: {minutes, plural, zero {أقل من دقيقة} one {دقيقة واحدة} two {دقيقتان} few {# دقائق} many {# دقيقة} other {# دقيقة}}';
    expect(edited({ readingTime: arabic }).success).toBe(true);
    const [broken] = messages(edited({ readingTime: '{minutes, plural, one {# minute} two {# minutes}' }));
    expect(broken).toMatch(/^Reading time cannot be read as a message: /);
    // A plural without its 'other' form leaves some counts with no words.
    expect(messages(edited({ readingTime: '{minutes, plural, one {# minute}}' }))[0]).toMatch(
      /^Reading time cannot be read as a message: /,
    );
  });

  it('takes any wording around it, and refuses an empty text', () => {
    expect(
      edited({ byAuthor: '{author} wrote this', readingTime: 'Reading time: {minutes} min' }).success,
    ).toBe(true);
    expect(messages(edited({ readMore: '  ' }))).toEqual(['Read more is required.']);
  });
});

describe('every Site Text field says where it appears', () => {
  it('in the admin, from the descriptions loaded with the tab', async () => {
    const descriptions = (await siteText.admin?.descriptions?.()) as Descriptions;
    const missing: string[] = [];
    const visit = (fields: FieldDescriptor[], parent: string) => {
      for (const field of fields) {
        const path = parent ? `${parent}.${field.key}` : field.key;
        if (!field.description.trim()) missing.push(path);
        visit(field.fields ?? [], path);
      }
    };
    visit(describeSchema(siteText.schema, {}, descriptions), '');
    expect(missing).toEqual([]);
  });
});

describe('the parts pages read', () => {
  it('are the entity’s own groups, under its key', () => {
    const { frame, articles } = siteText.schema.entries;
    const part = siteTextPart({ frame, articles });
    expect(part.key).toBe(siteText.key);
    expect(part.upgrade).toBe(siteText.upgrade);
    expect(part.schema.entries.frame).toBe(frame);
  });

  it('read the one stored value: an edited group, and the defaults of the others', async () => {
    const store = new SettingsStore(
      createMemorySource({
        'site-text': JSON.stringify({ ...text, frame: { ...text.frame, skipLink: 'Jump to the page' } }),
      }),
    );
    const { frame, articles } = siteText.schema.entries;
    expect(await store.read(siteTextPart({ frame, articles }))).toEqual({
      frame: { ...text.frame, skipLink: 'Jump to the page' },
      articles: text.articles,
    });
  });
});
