/**
 * Site Text (schemas/site-text.ts): every article's page and the article cards' author and reading
 * time, and the names the blog's categories are shown by.
 */

import * as f from '@/schema-kit/fields';
import { choiceName, interfaceTexts as texts } from '@/schema-kit/interface-texts';

/**
 * The blog's categories (an article's `category`, schemas/articles.ts) and the names visitors read
 * for them, on the filter, the cards and an article's page. The stored category stays the English
 * key (links such as /blog?category=DevOps keep working); only its shown name is the owner's, in
 * each language.
 */
export const CATEGORY_NAMES = {
  softwareDevelopment: 'Software Development',
  cloudTechnology: 'Cloud Technology',
  dataAnalytics: 'Data Analytics',
  devOps: 'DevOps',
  cybersecurity: 'Cybersecurity',
  teamManagement: 'Team Management',
  artificialIntelligence: 'Artificial Intelligence',
} as const;

/** The name a category is shown by: its Site Text name, or the category itself if it has none. */
export const categoryName = (
  names: Readonly<Record<keyof typeof CATEGORY_NAMES, string>>,
  category: string,
) => choiceName(CATEGORY_NAMES, names, category);

export const articles = f.group('Articles', {
  ...texts({
    readMore: 'Read More',
    readMoreAbout: 'about {title}',
    parent: 'Blog',
    byAuthor: 'By {author}',
    noAuthor: 'Connectia Team',
    readingTime: '{minutes} min read',
    region: 'Article',
    tags: 'Tags',
    related: 'Related Articles',
    ctaHeading: 'Want This for Your Business?',
    ctaText: 'Talk to our {category} team about your project.',
    ctaButton: 'Talk to Our Team',
  }),
  categories: f.group('Category names', texts(CATEGORY_NAMES)),
});
