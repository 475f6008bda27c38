/** Seed case study: a freight forwarder's shipment tracking portal (Web Development). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'logistics-tracking-platform',
  title: 'Logistics Tracking Platform',
  excerpt: 'A real-time shipment tracking portal for customers, drivers and the operations team.',
  client: 'Freight forwarder',
  industry: 'Logistics & Transport',
  category: 'Web Development',
  service: 'web',
  duration: '5 months',
  teamSize: '6 developers',
  technologies: ['React', 'Node.js', 'PostgreSQL'],
  challenge:
    'The forwarder moves around 2,000 shipments a day by road, sea and air, but its customers could only find out where a shipment was by calling or emailing. A customer service team of fourteen answered roughly 900 status questions a day by checking three systems: the transport management system, carrier websites and drivers’ WhatsApp messages. Answers were slow and sometimes wrong, large customers were asking for live data feeds, and the operations team only learned about delays when a customer complained.',
  solution:
    'We built one platform with three faces: a customer portal, a lightweight web app for drivers and an operations control view. A Node.js service collects status events from the transport management system, carrier APIs and the driver app, and stores them as a single timeline per shipment in PostgreSQL with PostGIS. Customers see live status and estimated arrival, receive email or SMS alerts at key milestones, and larger accounts pull the same data through an API.',
  results: [
    { value: '60%', label: 'fewer status calls' },
    { value: '2,000', label: 'shipments tracked live every day' },
  ],
  body: doc(
    p(
      'A freight forwarder operating across the Gulf asked us to solve a problem its customer service team described in one sentence: “We spend the whole day telling people where their boxes are.” Around 900 calls and emails a day asked some version of that question, and each took several minutes to answer.',
    ),
    h2('Understanding the real problem'),
    p(
      'In the first two weeks we sat with the customer service team, the dispatchers and four drivers, and followed a dozen shipments from pick-up to delivery. Three findings shaped the project:',
    ),
    ul(
      [
        b('The data existed, but in pieces. '),
        'Bookings lived in the transport management system, sea and air milestones on carrier websites, and last-mile updates in drivers’ WhatsApp chats.',
      ],
      [
        b('Drivers would not use a complicated app. '),
        'Anything that took more than two taps at a loading bay would be skipped.',
      ],
      [
        b('Customers wanted exceptions, not updates. '),
        'Most did not want to watch a map; they wanted to be told early when something would be late.',
      ],
    ),
    h2('What we built'),
    p(
      'The platform is a React front end over a Node.js API, with PostgreSQL as the single store of every shipment’s history. Its core is an ',
      i('event timeline'),
      ': each status change, from any source, becomes an event with a time, a place and its origin. The current status and the estimated arrival are calculated from that timeline, so every screen shows the same answer.',
    ),
    ol(
      [
        b('Integrations first. '),
        'We connected the transport management system through its database export, and six sea and air carriers through their tracking APIs, polling every fifteen minutes where no push updates were available.',
      ],
      [
        b('A driver app that fits the job. '),
        'A progressive web app, installable without an app store, with four large buttons: collected, in transit, delivered and problem. Delivery adds a photo and a signature. It works offline and sends its updates when the signal returns.',
      ],
      [
        b('A customer portal. '),
        'Customers search by reference, see the timeline and a map for road legs, download proof of delivery and choose which milestones trigger an email or SMS.',
      ],
      [
        b('An operations view. '),
        'Dispatchers see every shipment at risk of missing its promised date, ranked by how late it will be, so they can act before the customer calls.',
      ],
    ),
    h2('Trade-offs we made'),
    p(
      'We considered a live GPS stream from every vehicle, but the forwarder’s subcontracted trucks had different tracking devices and contracts. Instead, the driver app records the position at each status change, and estimated arrival uses historical journey times per route. That was less impressive in a demo but available on day one for every truck.',
    ),
    p(
      'We also chose to start with a one-way copy of data from the transport management system rather than changing it. This kept the existing system untouched and lowered the project risk, at the cost of a delay of up to five minutes for booking changes.',
    ),
    h2('Results'),
    p(
      'The platform went live for road shipments after three months and for sea and air after five, with two weeks of parallel running at each stage. Within two months of full launch, status calls and emails had fallen by 60%, and the customer service team moved two people into proactive account management. The forwarder now tracks around 2,000 shipments a day live, and three of its largest customers receive the same events directly in their own systems through the API.',
    ),
    p(
      'Just as valuable was the operations view: dispatchers now see most delays hours before a customer would have noticed. Learn more about our ',
      a('web development services', '/services/web-development'),
      ' and ',
      a('distribution solutions', '/portfolio/distribution-solution'),
      ', or ',
      a('tell us about your project', '/contact?service=web'),
      '.',
    ),
  ),
  cover: { src: '/images/portfolio/logistics.svg', alt: 'Illustration of a delivery truck and a map route' },
  quote: {
    text: 'Our customers used to call us to find out where their goods were. Now we call them first, and only when something needs their attention.',
    author: 'Khalid Mansour',
    role: 'Operations Director, freight forwarder',
  },
  publishedAt: '2024-01-17T09:00:00.000Z',
};
