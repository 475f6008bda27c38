/** A service detail page (/services/<slug>): SEO text and the sections the shared renderer draws. */
import type { DetailPageData } from '@content/detail-types';

export type ServiceSlug = 'web-development' | 'mobile-apps' | 'cloud' | 'ai-ml' | 'digital-transformation';

export interface ServiceDetail extends DetailPageData {
  readonly slug: ServiceSlug;
}
