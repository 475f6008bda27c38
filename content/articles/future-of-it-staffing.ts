/** Seed article: the featured post on /blog (Team Management). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'future-of-it-staffing',
  title: 'The Future of IT Staffing in the Middle East',
  excerpt:
    'Remote teams, specialist skills and faster hiring are changing how companies in the region build technology teams. Here is what to expect in the next five years.',
  body: doc(
    p(
      'When we founded Connectia in Dubai in 2015, most staffing requests were simple: a bank or a telecom operator needed a Java developer or a network engineer for twelve months, and the candidate relocated to the UAE. Nine years and more than 200 colleagues later, very few requests look like that. Clients now ask for a data engineer who already knows their cloud platform, a security analyst who can start in two weeks, or a complete squad that delivers a mobile app and then hands it over to an in-house team.',
    ),
    p(
      'This article sets out what we see changing across the Gulf and the wider region, and what we expect the next five years to bring for any company that builds technology teams here.',
    ),
    h2('What has already changed'),
    p('Three forces have reshaped the market since 2020:'),
    ul(
      [
        b('Remote and hybrid work is normal.'),
        ' Around half of the engineers we place now work at least two days a week from home, and several of our clients run teams split between Dubai, Cairo, Amman and Bengaluru.',
      ],
      [
        b('Specialist skills are scarce.'),
        ' Cloud, cybersecurity and data roles take roughly twice as long to fill as general development roles, and their salaries have risen faster than the rest of the market.',
      ],
      [
        b('National workforce programmes matter.'),
        ' Emiratisation targets in the UAE and Saudisation in Saudi Arabia mean that a hiring plan must include local talent and a real path for developing it, not only quick contract hires.',
      ],
    ),
    h2('Five shifts we expect by 2029'),
    ol(
      [
        b('Skills over job titles. '),
        'Job descriptions will name the outcomes and tools a role needs – ',
        i('“runs our Kubernetes clusters on Azure”'),
        ' – rather than a generic “senior engineer”. Practical tasks will replace long interview loops.',
      ],
      [
        b('Blended teams as the default. '),
        'Most technology departments will combine a permanent core, contract specialists for peaks and a nearshore team for steady delivery work. The question is no longer whether to use outside talent, but how to manage it well.',
      ],
      [
        b('Hiring measured in days. '),
        'Companies that take eight weeks to make an offer will keep losing the best candidates. Pre-vetted talent pools and clear decision rights will bring time-to-hire for common roles under three weeks.',
      ],
      [
        b('AI-assisted work in every role. '),
        'Coding assistants, automated testing and AI-driven operations tools will change what a productive engineer looks like. Teams will need fewer people for routine work and more people who can review, integrate and secure what the tools produce.',
      ],
      [
        b('Retention as a strategy. '),
        'With specialists in short supply, keeping people will matter as much as finding them. Learning budgets, certification paths and visible career steps will be part of every serious offer.',
      ],
    ),
    h2('What this means for hiring managers'),
    p(
      'Workforce planning becomes an ongoing discipline rather than a yearly budget exercise. The companies that hire well in this market do four things consistently:',
    ),
    ul(
      'They keep a twelve-month skills map showing which capabilities they need, which they have and which they will buy in.',
      'They run a short, fixed interview process of two or three stages and give one person the authority to make an offer.',
      'They agree rates and onboarding steps with a staffing partner in advance, so a contractor can start within ten working days.',
      'They pair every contractor with a permanent colleague, so that knowledge stays in the company when the contract ends.',
    ),
    p(
      'None of this needs a large HR department. It does need someone who owns the plan and reviews it every quarter with the technology leadership.',
    ),
    h2('The trade-offs of a blended team'),
    p(
      'Blended teams are not free of risk. A contractor costs more per day than an employee, and a team whose members change too often loses momentum and context. Remote colleagues need deliberate effort – shared rituals, regular visits, the same tools and the same information – before they feel part of the company.',
    ),
    p(
      'Our advice is to keep the core in permanent hands: ',
      b('architecture, product ownership and security'),
      '. Use contract and nearshore capacity for well-defined delivery work with clear documentation and acceptance criteria. Review the mix every six months; a contractor who has been critical for two years is usually a permanent hire waiting to happen.',
    ),
    p(
      'Candidates have changed too. The strongest engineers compare offers on flexibility, learning and the quality of the team as much as on salary. A clear description of the work, a fast answer and an honest conversation about growth often win against a slightly higher rate.',
    ),
    h2('Where to start this quarter'),
    p(
      'If you plan to grow a technology team this year, begin with two documents: a one-page skills map, and an honest timeline of how long your last three hires took from approval to first day. Together they usually show where the bottleneck is – budget, decision-making or simply reach.',
    ),
    p(
      'Our ',
      a('Tech Manpower team', '/contact?service=tech-manpower'),
      ' places developers, engineers and consultants on contract or permanently, often within two weeks. If you are an engineer looking for your next role, our ',
      a('careers page', '/careers'),
      ' lists the positions we are hiring for now, and you can read more ',
      a('about how Connectia works', '/about'),
      '.',
    ),
  ),
  cover: {
    src: '/images/blog/featured.svg',
    alt: 'Illustration of three people standing side by side, representing a team',
  },
  author: { member: 'ahmed-al-rashid' },
  category: 'Team Management',
  tags: ['Staffing', 'Hiring', 'Middle East'],
  publishedAt: '2024-03-12T09:00:00.000Z',
  featured: true,
  seo: {
    title: 'The Future of IT Staffing in the Middle East',
    description:
      'Remote work, scarce specialist skills and national workforce targets are reshaping IT hiring in the Gulf. Five shifts to plan for by 2029, and where to start.',
  },
};
