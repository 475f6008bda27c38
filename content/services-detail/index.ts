/**
 * slug -> service detail entry. Each entry is imported lazily, so every page's content is its own
 * chunk, fetched only by the detail route's loader (other routes never load it).
 */
import type { ServiceDetail, ServiceSlug } from './types';

type EntryModule = Promise<{ readonly default: ServiceDetail }>;

const entries: Record<ServiceSlug, () => EntryModule> = {
  'web-development': () => import('./web-development'),
  'mobile-apps': () => import('./mobile-apps'),
  cloud: () => import('./cloud'),
  'ai-ml': () => import('./ai-ml'),
  'digital-transformation': () => import('./digital-transformation'),
};

export const serviceSlugs = Object.keys(entries) as ServiceSlug[];

export function isServiceSlug(slug: string): slug is ServiceSlug {
  return Object.hasOwn(entries, slug);
}

/** The entry for `slug`, or undefined when there is no such service page. */
export async function loadServiceDetail(slug: string): Promise<ServiceDetail | undefined> {
  return isServiceSlug(slug) ? (await entries[slug]()).default : undefined;
}
