/** Seed case study: a regional retail chain's move to AWS (Cloud). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'retail-cloud-migration',
  title: 'Retail Cloud Migration',
  excerpt: 'Moved 40 store systems and the online shop to the cloud with zero downtime during trading hours.',
  client: 'Regional retail chain',
  industry: 'Retail',
  category: 'Cloud',
  service: 'cloud',
  duration: '6 months',
  teamSize: '8 engineers',
  technologies: ['AWS', 'Terraform', 'Kubernetes'],
  challenge:
    'The chain ran its 40 store back-office systems, its loyalty programme and its online shop from a leased data centre whose contract was ending within the year. The hardware was seven years old, capacity ran short during Ramadan and the Dubai Shopping Festival, and every upgrade meant a maintenance weekend. Stores trade from 10 am to midnight, seven days a week, so the business set one firm condition: no system could be unavailable during trading hours, and no sales or stock data could be lost in the move.',
  solution:
    'We moved everything to AWS in the UAE region, with all infrastructure written in Terraform so that every environment could be rebuilt and reviewed. The online shop was containerised and now runs on Amazon EKS with automatic scaling. Store systems moved in five waves of eight stores, each cut over between 1 am and 6 am after a full rehearsal. Databases were replicated continuously with AWS Database Migration Service, so the final switch took minutes and had a tested way back.',
  results: [
    { value: '35%', label: 'lower hosting costs' },
    { value: '0', label: 'minutes of downtime during trading hours' },
    { value: '40', label: 'store systems migrated in five waves' },
  ],
  body: doc(
    p(
      'A regional retail chain with 40 stores and a growing online shop came to us a year before the lease on its data centre expired. Renewing meant buying new hardware for another five-year cycle; moving meant touching every system the stores depend on. The chain chose to move, on one condition: customers and store staff should not notice.',
    ),
    h2('The starting point'),
    p(
      'Our first four weeks were discovery. We inventoried 63 servers and found that they ran far more than the original list suggested: the point-of-sale back office, stock replenishment, the loyalty programme, the e-commerce platform, nightly exports to the ERP, and several scheduled jobs that nobody had documented. We mapped every dependency by watching network traffic for two weeks, which revealed three integrations missing from the documentation – including the price-update feed that every till reads at opening time.',
    ),
    p('Discovery also set the priorities for the design:'),
    ul(
      [b('Data residency: '), 'customer and payment data had to stay in the UAE.'],
      [
        b('Peak capacity: '),
        'the online shop needed to handle roughly five times normal traffic during sales events.',
      ],
      [b('Resilience: '), 'stores had to keep selling even if the connection to the cloud dropped.'],
    ),
    h2('How we planned the move'),
    p(
      'We chose AWS’s UAE region and wrote every network, security group, database and cluster in Terraform, reviewed through pull requests like application code. Rather than moving everything the same way, we chose a route per system:',
    ),
    ol(
      [
        b('Rehost '),
        'the store back-office applications largely as they were, on right-sized virtual machines, because they were stable and due for replacement in two years.',
      ],
      [
        b('Re-platform '),
        'the online shop into containers on Amazon EKS, so it could scale out for sales events and back in afterwards.',
      ],
      [
        b('Replace '),
        'the self-managed databases with Amazon RDS, with automated backups and a standby in a second availability zone.',
      ],
    ),
    p(
      'The trade-off was deliberate. Re-platforming everything would have taken twice as long and pushed the project past the lease date. Rehosting the store systems first bought time to modernise them properly later.',
    ),
    h2('Cut-over without closing a till'),
    p(
      'Stores moved in five waves of eight. Before each wave we rehearsed the full cut-over on a copy of production and timed every step. On the night, AWS Database Migration Service had already been replicating changes for days, so the switch itself was a short, scripted sequence between 1 am and 6 am: stop writes, confirm the final changes had arrived, point the stores at the new endpoints, and run a checklist of test sales, returns and stock lookups.',
    ),
    p(
      'Every wave had a ',
      i('written rollback'),
      ' that we had tested, and a go or no-go decision at 4 am. We used it once: in wave two, a store’s receipt printer driver failed a check, we rolled that store back in eleven minutes, fixed the driver and moved it the following night. Each store also kept a local cache so tills could go on selling for up to four hours without a connection.',
    ),
    h2('Results and lessons'),
    p(
      'Six months after kick-off the data centre was empty. Hosting costs fell by 35% once we had right-sized the new servers and bought savings plans for the steady baseline. The online shop scaled through its first cloud-hosted sales event without intervention, and no store lost a minute of trading during the move. Month-end reports that used to run for three hours now finish in under forty minutes, and the IT team no longer spends its weekends on hardware maintenance.',
    ),
    p(
      'What would we do differently? Start the dependency monitoring earlier: the undocumented integrations were the biggest risk, and two more weeks of traffic data would have found them sooner. Read more about our ',
      a('cloud migration services', '/services/cloud'),
      ' and the wider ',
      a('cloud services portfolio', '/portfolio/cloud-services'),
      ', or ',
      a('talk to a cloud architect', '/contact?service=cloud'),
      ' about your own systems.',
    ),
  ),
  cover: { src: '/images/portfolio/cloud.svg', alt: 'Illustration of store systems moving to the cloud' },
  quote: {
    text: 'Our stores moved to the cloud overnight, wave by wave, and every morning they opened as usual. The team explained each step to us before they took it, and that is why we trusted the plan.',
    author: 'Priya Nair',
    role: 'Head of IT, regional retail chain',
  },
  publishedAt: '2024-02-14T09:00:00.000Z',
};
