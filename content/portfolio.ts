/**
 * Portfolio overview (spec point 2, Portfolio): the stats and ten industries. The case studies are
 * documents of the case-studies collection (schemas/case-studies.ts; defaults in content/case-studies/).
 */

export const PORTFOLIO_STATS = [
  { value: '100+', label: 'Projects Completed' },
  { value: '50+', label: 'Happy Clients' },
  { value: '15+', label: 'Industries Served' },
  { value: '99.9%', label: 'Success Rate' },
];

export const INDUSTRIES = [
  'Banking & Finance',
  'Healthcare',
  'Retail & E-commerce',
  'Logistics & Transport',
  'Government',
  'Energy & Utilities',
  'Education',
  'Real Estate',
  'Telecommunications',
  'Hospitality & Tourism',
];
