/**
 * Site Text (schemas/site-text.ts): every article's page and the article cards' author and reading
 * time, and the names the blog's categories are shown by.
 */

import { CATEGORY_NAMES } from '@content/article-categories';
import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export { CATEGORY_NAMES, categoryName } from '@content/article-categories';

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
