/** Seed article: a four-step plan for cloud costs (Cloud Technology). */
import { a, b, doc, h2, i, ol, p, quote, ul } from '@content/rich-text';

export default {
  slug: 'cloud-cost-control',
  title: 'Keeping Cloud Costs Under Control',
  excerpt: 'Budgets, tagging and right-sizing: a simple plan to stop cloud bills from growing every month.',
  body: doc(
    p(
      'Almost every company we help with the cloud tells the same story. The migration went well, the first bills were lower than the old data centre, and then the monthly invoice started to creep up by 3 or 4% a month without anyone launching anything new. A year later the finance team asks why the cloud costs more than the servers it replaced.',
    ),
    p(
      'The cause is rarely one big mistake. It is dozens of small ones: a test environment nobody switched off, a database sized for a launch peak that ended months ago, snapshots kept forever. The good news is that a simple, repeatable plan usually cuts ',
      b('20 to 35%'),
      ' of the bill within a quarter, without touching performance.',
    ),
    h2('Step 1: Make every cost visible'),
    p(
      'You cannot manage what you cannot attribute. Agree a short tagging standard and enforce it in your infrastructure code, so that an untagged resource fails the deployment instead of slipping through. Four tags are enough to start:',
    ),
    ul(
      [b('owner'), ': the person who answers for the resource.'],
      [b('environment'), ': production, staging, test or development.'],
      [b('cost-centre'), ': the budget it is charged to.'],
      [b('project'), ': the product or initiative it serves.'],
    ),
    p(
      'Then set budgets with alerts at 80% and 100% of the monthly amount in AWS Budgets, Azure Cost Management or Google Cloud billing budgets, and send them to the owners, not only to IT. A budget that nobody reads is a report, not a control.',
    ),
    h2('Step 2: Right-size and switch off'),
    p(
      'Most virtual machines and databases we review run at under 20% of their CPU for most of the day. Use the providers’ own recommendations – AWS Compute Optimizer, Azure Advisor, Google’s Recommender – and work through them with the owners. Typical quick wins:',
    ),
    ol(
      [
        b('Schedule non-production environments. '),
        'A test environment that runs 168 hours a week but is used for 50 costs three times what it should. Stopping it at night and at weekends saves around 65% of its compute cost.',
      ],
      [
        b('Downsize over-provisioned instances '),
        'one size at a time, watching latency for a week after each step.',
      ],
      [
        b('Move storage to the right tier. '),
        'Switching AWS gp2 volumes to gp3 saves about 20% with the same or better performance, and lifecycle rules can move old logs and backups to infrequent-access or archive storage.',
      ],
      [
        b('Delete what is orphaned: '),
        'unattached disks, idle load balancers, old snapshots and unused public IP addresses.',
      ],
    ),
    h2('Step 3: Commit to what you know you will use'),
    p(
      'Once the estate is right-sized, buy commitments for the steady baseline: AWS Savings Plans or Reserved Instances, Azure reservations, Google committed-use discounts. One-year commitments typically save 30 to 40% compared with on-demand prices; three-year terms save more but lock you in.',
    ),
    p(
      'The trade-off is flexibility. Commit only to the capacity you are confident you will still run in twelve months – we usually suggest 60 to 70% of the current baseline – and leave peaks on demand or on spot capacity. Right-size ',
      i('before'),
      ' you commit, or you will pay a discounted price for waste.',
    ),
    h2('Step 4: Turn it into a monthly habit'),
    p(
      'Savings fade unless someone owns them. The practice known as FinOps is, at its simplest, a 45-minute monthly meeting between engineering and finance with one dashboard on the screen: spend by team and environment, the change since last month, the top ten cost items and the open recommendations. Each item leaves the meeting with an owner and a date.',
    ),
    quote(
      'The cheapest resource is the one you switched off. The second cheapest is the one someone is responsible for.',
    ),
    p(
      'Engineers should also see cost as a design input. Showing the estimated monthly price of a change in the pull request, which tools such as Infracost make easy, changes behaviour faster than any policy document.',
    ),
    h2('What to expect'),
    p(
      'For a mid-sized company spending USD 30,000 a month on the cloud, a first pass of this plan typically takes six to eight weeks and brings the bill down by USD 6,000 to 10,000 a month. Keep the gains by reviewing every month, and revisit commitments every quarter as your workloads change.',
    ),
    p(
      'Our ',
      a('cloud team', '/services/cloud'),
      ' runs cost reviews on AWS, Azure and Google Cloud, and the ',
      a('Cloud Services portfolio', '/portfolio/cloud-services'),
      ' shows the wider work we do. If your bill keeps growing, ',
      a('book a cost review', '/contact?service=cloud'),
      '.',
    ),
  ),
  cover: {
    src: '/images/blog/cloud.svg',
    alt: 'Illustration of a cloud connected by three lines to a server below it',
  },
  author: { member: 'sarah-mitchell' },
  category: 'Cloud Technology',
  tags: ['Cloud', 'Cost'],
  publishedAt: '2024-02-27T09:00:00.000Z',
  featured: false,
  seo: {
    title: 'Keeping Cloud Costs Under Control: A Four-Step Plan',
    description:
      'Tag every resource, right-size and switch off idle capacity, commit to your baseline and review monthly: a plan that cuts cloud bills by 20-35% in a quarter.',
  },
};
