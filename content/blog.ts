/** Blog content (spec point 2, Blog; point 9 categories): a featured article and six articles. */

export const BLOG_CATEGORIES = [
  'All Posts',
  'Software Development',
  'Cloud Technology',
  'Data Analytics',
  'DevOps',
  'Cybersecurity',
  'Team Management',
  'Artificial Intelligence',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  date: string;
  readTime: string;
  category: Exclude<BlogCategory, 'All Posts'>;
  image: string;
  tags: string[];
}

export const FEATURED_POST: BlogPost = {
  slug: 'future-of-it-staffing',
  title: 'The Future of IT Staffing in the Middle East',
  excerpt:
    'Remote teams, specialist skills and faster hiring are changing how companies in the region build technology teams. Here is what to expect in the next five years.',
  author: 'Ahmed Al-Rashid',
  date: 'March 12, 2024',
  readTime: '8 min read',
  category: 'Team Management',
  image: '/images/blog/featured.svg',
  tags: ['Staffing', 'Hiring', 'Middle East'],
};

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'react-performance',
    title: 'Five Ways to Make Your React App Faster',
    excerpt: 'Practical techniques we use on client projects to cut load times and keep interfaces smooth.',
    author: 'Sarah Mitchell',
    date: 'March 5, 2024',
    readTime: '6 min read',
    category: 'Software Development',
    image: '/images/blog/code.svg',
    tags: ['React', 'Performance'],
  },
  {
    slug: 'cloud-cost-control',
    title: 'Keeping Cloud Costs Under Control',
    excerpt: 'Budgets, tagging and right-sizing: a simple plan to stop cloud bills from growing every month.',
    author: 'Sarah Mitchell',
    date: 'February 27, 2024',
    readTime: '5 min read',
    category: 'Cloud Technology',
    image: '/images/blog/cloud.svg',
    tags: ['Cloud', 'Cost'],
  },
  {
    slug: 'dashboards-that-work',
    title: 'Dashboards People Actually Use',
    excerpt: 'Why most dashboards are ignored, and how to design ones that lead to better decisions.',
    author: 'Omar Haddad',
    date: 'February 20, 2024',
    readTime: '7 min read',
    category: 'Data Analytics',
    image: '/images/blog/data.svg',
    tags: ['BI', 'Analytics'],
  },
  {
    slug: 'ci-cd-basics',
    title: 'CI/CD for Small Teams',
    excerpt:
      'Automated testing and deployment are not only for large companies. A starter setup in one afternoon.',
    author: 'Sarah Mitchell',
    date: 'February 13, 2024',
    readTime: '6 min read',
    category: 'DevOps',
    image: '/images/blog/devops.svg',
    tags: ['CI/CD', 'Automation'],
  },
  {
    slug: 'phishing-defence',
    title: 'Protecting Your Team from Phishing',
    excerpt:
      'Phishing is still the most common way in. Training, tools and habits that keep your business safe.',
    author: 'Omar Haddad',
    date: 'February 6, 2024',
    readTime: '4 min read',
    category: 'Cybersecurity',
    image: '/images/blog/security.svg',
    tags: ['Security', 'Training'],
  },
  {
    slug: 'ai-for-business',
    title: 'Getting Started with AI in Your Business',
    excerpt: 'Where AI pays off first, what data you need and how to run a small pilot without big risks.',
    author: 'Ahmed Al-Rashid',
    date: 'January 30, 2024',
    readTime: '9 min read',
    category: 'Artificial Intelligence',
    image: '/images/blog/ai.svg',
    tags: ['AI', 'Strategy'],
  },
];
