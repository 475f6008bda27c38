/** About page content (spec point 2, About): values, awards, stats and trust. */
import type { IconName } from '@content/icon-paths';

export const ABOUT_VALUES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'heart',
    title: 'People First',
    text: 'We hire carefully, treat people fairly and invest in their growth.',
  },
  { icon: 'shield', title: 'Integrity', text: 'Honest advice, transparent pricing and promises we keep.' },
  { icon: 'bulb', title: 'Innovation', text: 'We bring new ideas and proven technology to every challenge.' },
  { icon: 'target', title: 'Results', text: 'We measure success by the outcomes our clients achieve.' },
];

/** Header colour of a leadership card by department; unknown departments use the brand purple. */
export const DEPARTMENT_COLOURS: Record<string, string> = {
  Operations: '#4f008c',
  Technology: '#1d4ed8',
  'Business Development': '#b3002b',
  General: '#374151',
};
export const departmentColour = (department: string): string => DEPARTMENT_COLOURS[department] ?? '#4f008c';

export const AWARDS: { icon: IconName; title: string; issuer: string; year: string }[] = [
  { icon: 'award', title: 'Best IT Staffing Partner', issuer: 'Gulf Business Awards', year: '2023' },
  { icon: 'star', title: 'Rising Technology Company', issuer: 'Dubai SME Forum', year: '2022' },
  { icon: 'leaf', title: 'Sustainability Initiative of the Year', issuer: 'Green Middle East', year: '2023' },
];

export const ABOUT_STATS = [
  { value: '100+', label: 'Projects Completed' },
  { value: '50+', label: 'Team Members' },
  { value: '15+', label: 'Countries Served' },
  { value: '24/7', label: 'Client Support' },
];

export const TRUST_ITEMS: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'ISO 27001 aligned',
    text: 'Information security processes follow ISO 27001 practice.',
  },
  {
    icon: 'cloud',
    title: 'Certified cloud engineers',
    text: 'AWS, Azure and Google Cloud certified specialists.',
  },
  {
    icon: 'lock',
    title: 'Data protection',
    text: 'UAE data protection rules respected on every engagement.',
  },
  { icon: 'users', title: 'Long-term clients', text: 'Most clients stay with us for several projects.' },
];
