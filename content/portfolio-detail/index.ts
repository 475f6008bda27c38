/**
 * slug -> portfolio detail entry. Each entry is imported lazily, so every page's content is its own
 * chunk, fetched only by the detail route's loader (other routes never load it).
 */
import type { PortfolioDetail, PortfolioSlug } from './types';

type EntryModule = Promise<{ readonly default: PortfolioDetail }>;

const entries: Record<PortfolioSlug, () => EntryModule> = {
  'api-solutions': () => import('./api-solutions'),
  'system-integration': () => import('./system-integration'),
  'connectivity-services': () => import('./connectivity-services'),
  'business-outsourcing': () => import('./business-outsourcing'),
  'managed-services': () => import('./managed-services'),
  'cloud-services': () => import('./cloud-services'),
  'iot-digital-services': () => import('./iot-digital-services'),
  'cybersecurity-integration': () => import('./cybersecurity-integration'),
  'evoucher-system': () => import('./evoucher-system'),
  'distribution-solution': () => import('./distribution-solution'),
  'solar-solutions': () => import('./solar-solutions'),
  'water-management': () => import('./water-management'),
  'green-energy': () => import('./green-energy'),
  'smart-infrastructure': () => import('./smart-infrastructure'),
  'environmental-consulting': () => import('./environmental-consulting'),
  'facility-management': () => import('./facility-management'),
};

export const portfolioSlugs = Object.keys(entries) as PortfolioSlug[];

export function isPortfolioSlug(slug: string): slug is PortfolioSlug {
  return Object.hasOwn(entries, slug);
}

/** The entry for `slug`, or undefined when there is no such portfolio page. */
export async function loadPortfolioDetail(slug: string): Promise<PortfolioDetail | undefined> {
  return isPortfolioSlug(slug) ? (await entries[slug]()).default : undefined;
}
