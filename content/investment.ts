/** Investment page content (spec point 2, Investment). */
import type { IconName } from '@content/icon-paths';

export const INVESTMENT_AREAS: { icon: IconName; title: string; text: string; points: string[] }[] = [
  {
    icon: 'bulb',
    title: 'Technology Innovation',
    text: 'AI, cloud and data products that turn our service know-how into scalable platforms.',
    points: ['AI and automation products', 'Cloud platform services', 'Data analytics tools'],
  },
  {
    icon: 'leaf',
    title: 'Sustainable Solutions',
    text: 'Solar, water and smart-infrastructure projects for a fast-growing regional market.',
    points: ['Solar energy projects', 'Smart water management', 'Green building technology'],
  },
  {
    icon: 'globe',
    title: 'Global Expansion',
    text: 'New offices and partnerships to serve clients across the GCC, Africa and South Asia.',
    points: ['New regional offices', 'Strategic partnerships', 'International delivery centres'],
  },
];

export const WHY_INVEST = [
  'Consistent year-on-year revenue growth since 2015',
  'Recurring revenue from long-term managed services and staffing contracts',
  'A diversified client base across ten industries',
  'An experienced leadership team with a record of profitable delivery',
  'Strong position in the fast-growing Gulf technology market',
  'A growing sustainability practice aligned with regional net-zero goals',
];

export const INVESTMENT_STATS = [
  { value: '$50M+', label: 'Total Revenue' },
  { value: '200+', label: 'Team Members' },
  { value: '15+', label: 'Countries Served' },
  { value: '35%', label: 'YoY Growth' },
];

export const DECK_PATH = '/downloads/connectia-investment-deck.pdf';
export const DECK_MESSAGE =
  'Investment deck download would start here. Please contact us directly for the full investment deck.';
export const MEETING_HREF = '/contact?type=meeting&service=investment';
