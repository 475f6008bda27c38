/** Careers page content (spec points 2, 9): six open positions, form options and internships. */

export interface Position {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  salary: string;
  skills: string[];
  description: string;
}

export const POSITIONS: Position[] = [
  {
    id: 'frontend-developer',
    title: 'Frontend Developer',
    department: 'Engineering',
    location: 'Dubai, UAE',
    type: 'Full-time',
    experience: '3+ years',
    salary: '$60,000 - $85,000',
    skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
    description: 'Build fast, accessible interfaces for client websites and web applications.',
  },
  {
    id: 'backend-developer',
    title: 'Backend Developer',
    department: 'Engineering',
    location: 'Dubai, UAE',
    type: 'Full-time',
    experience: '4+ years',
    salary: '$70,000 - $95,000',
    skills: ['Node.js', 'PostgreSQL', 'REST', 'Docker'],
    description: 'Design APIs and services that are secure, reliable and easy to maintain.',
  },
  {
    id: 'cloud-engineer',
    title: 'Cloud Engineer',
    department: 'Infrastructure',
    location: 'Dubai, UAE / Hybrid',
    type: 'Full-time',
    experience: '4+ years',
    salary: '$80,000 - $110,000',
    skills: ['AWS', 'Azure', 'Terraform', 'Kubernetes'],
    description: 'Plan and run cloud migrations and keep client platforms secure and cost-effective.',
  },
  {
    id: 'data-scientist',
    title: 'Data Scientist',
    department: 'AI & Data',
    location: 'Dubai, UAE',
    type: 'Full-time',
    experience: '3+ years',
    salary: '$85,000 - $120,000',
    skills: ['Python', 'Machine Learning', 'SQL', 'Statistics'],
    description: 'Turn client data into forecasts, models and insights that drive decisions.',
  },
  {
    id: 'sap-consultant',
    title: 'SAP Consultant',
    department: 'Enterprise Solutions',
    location: 'Dubai, UAE',
    type: 'Contract',
    experience: '5+ years',
    salary: '$90,000 - $120,000',
    skills: ['SAP S/4HANA', 'FI/CO', 'MM/SD', 'Integration'],
    description: 'Lead SAP implementations and migrations for enterprise clients in the region.',
  },
  {
    id: 'project-manager',
    title: 'IT Project Manager',
    department: 'Delivery',
    location: 'Dubai, UAE',
    type: 'Full-time',
    experience: '5+ years',
    salary: '$75,000 - $105,000',
    skills: ['Agile', 'Scrum', 'Stakeholder Management', 'Budgeting'],
    description: 'Plan and deliver client projects on time, on budget and with clear communication.',
  },
];

export const OTHER_POSITION = 'Other';
export const POSITION_OPTIONS = [...POSITIONS.map((p) => p.title), OTHER_POSITION];
export const EXPERIENCE_OPTIONS = ['0-1 years', '2-3 years', '4-5 years', '6-10 years', '10+ years'];
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];

export const INTERNSHIP = {
  title: 'Internship Programme',
  text: 'Students and recent graduates join real client projects for three to six months, with a mentor, a monthly stipend and the chance of a permanent role.',
  points: ['Three to six months', 'A dedicated mentor', 'Monthly stipend', 'Path to a permanent role'],
};
