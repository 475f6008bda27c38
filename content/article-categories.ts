/** The blog's categories and their shown names: plain data, so pages show a category's name without the Site Text schema. */
import { choiceName } from '@/schema-kit/choice-name';

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
