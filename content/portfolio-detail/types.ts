/** A portfolio detail page (/portfolio/<slug>): SEO text and the sections the shared renderer draws. */
import type { DetailPageData } from '@content/detail-types';

export type PortfolioSlug =
  | 'api-solutions'
  | 'system-integration'
  | 'connectivity-services'
  | 'business-outsourcing'
  | 'managed-services'
  | 'cloud-services'
  | 'iot-digital-services'
  | 'cybersecurity-integration'
  | 'evoucher-system'
  | 'distribution-solution'
  | 'solar-solutions'
  | 'water-management'
  | 'green-energy'
  | 'smart-infrastructure'
  | 'environmental-consulting'
  | 'facility-management';

export interface PortfolioDetail extends DetailPageData {
  readonly slug: PortfolioSlug;
}
