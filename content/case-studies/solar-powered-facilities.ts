/** Seed case study: rooftop solar and energy monitoring for an industrial park (Sustainability). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'solar-powered-facilities',
  title: 'Solar-Powered Facilities',
  excerpt: 'Rooftop solar and smart energy monitoring for a 20-building industrial park.',
  client: 'Industrial park operator',
  industry: 'Industrial Real Estate',
  category: 'Sustainability',
  service: 'solar-solutions',
  duration: '7 months',
  teamSize: '12 engineers',
  technologies: ['Solar PV', 'IoT sensors', 'Energy dashboards'],
  challenge:
    'The operator of a 20-building industrial park paid one of its largest bills for electricity, most of it for cooling warehouses and workshops through long, hot summers. It had almost no insight into where that energy went: one utility meter per building and a monthly invoice. Tenants were asking for greener premises to meet their own sustainability targets, and the operator wanted lower costs without disrupting tenants who run operations around the clock.',
  solution:
    'We designed and installed 4.2 MWp of rooftop solar across all 20 buildings, connected under the utility’s net-metering scheme, and added an IoT energy monitoring layer. Wireless sub-meters and temperature sensors report every fifteen minutes to a cloud platform, and dashboards show generation, consumption and savings for the operator and for each tenant. The same data drives cooling schedules and tells the maintenance team when panels need cleaning.',
  results: [
    { value: '40%', label: 'lower energy bills' },
    { value: '3,000', label: 'tonnes of CO2 saved a year' },
    { value: '4.2 MWp', label: 'of rooftop solar on 20 buildings' },
  ],
  body: doc(
    p(
      'Industrial buildings in the Gulf have two things in abundance: large flat roofs and sunshine. The operator of a 20-building industrial park wanted to use both, cut its energy bills and give its tenants a greener place to work. We delivered rooftop solar and a monitoring system in seven months, without interrupting a single tenant’s operations.',
    ),
    h2('Surveys before panels'),
    p(
      'The first six weeks were spent on the roofs and in the switch rooms. Our team of twelve – electrical, structural and IoT engineers, with a software team for the dashboards – surveyed every building:',
    ),
    ul(
      [
        b('Structural checks '),
        'confirmed which roofs could carry the extra load; two needed reinforcement of their purlins, which we scheduled first.',
      ],
      [
        b('Shading and layout studies '),
        'around rooftop chillers, vents and walkways fixed the usable area at about 24,000 m².',
      ],
      [
        b('Load profiles '),
        'from temporary meters showed that cooling made up nearly 70% of consumption, peaking in the early afternoon – exactly when solar output peaks.',
      ],
    ),
    h2('Design and installation'),
    p(
      'The design placed 4.2 MWp of mono-crystalline panels on low-tilt mounting across all 20 roofs, with string inverters on each building so that a fault affects only part of one roof. We chose ballasted mounting where roofs allowed, to avoid piercing the waterproofing, and mechanically fixed mounting on the two lighter roofs.',
    ),
    ol(
      [
        b('Approvals. '),
        'Design submissions and the net-metering application to the utility, in parallel with procurement.',
      ],
      [
        b('Installation in four phases '),
        'of five buildings each. In summer, work started at dawn and stopped for the midday break, in line with the region’s outdoor work rules.',
      ],
      [
        b('Connection at night. '),
        'Each building was tied into its main board during a planned two-hour window agreed with its tenant, mostly between midnight and 4 am.',
      ],
      [
        b('Commissioning '),
        'with the utility’s inspection and a 30-day performance test against the design yield.',
      ],
    ),
    p(
      'We also discussed batteries. Storage would have let the park use more of its own solar power in the evening, but under net metering the daytime surplus is already credited, and batteries would have added roughly a third to the cost with a payback of more than ten years. We left space and cabling in the switch rooms so they can be added when prices fall.',
    ),
    h2('Monitoring that pays for itself'),
    p(
      'Generation is only half of the saving. We installed wireless sub-meters on each building’s main boards and largest cooling units, plus temperature sensors inside and outside, all reporting every fifteen minutes through LoRaWAN gateways to a cloud platform. The dashboards give three audiences what they need:',
    ),
    ul(
      'the operator sees generation, consumption and savings across the park, building by building;',
      'each tenant sees its own consumption and solar share, useful for its sustainability reporting;',
      'the maintenance team receives alerts for inverter faults and for dust.',
    ),
    p(
      'Dust matters here. By comparing each string’s output with an irradiance sensor, the system detects soiling and schedules cleaning when losses pass 5%, instead of cleaning on a fixed calendar. ',
      i('Cleaning when the data says so'),
      ' saved both water and yield. The consumption data also showed cooling running in empty units at weekends; new schedules cut the park’s consumption by about 10%.',
    ),
    h2('Results'),
    p(
      'In its first full year the system generated around 7,400 MWh, roughly 40% of the park’s now lower consumption. Together with the efficiency measures, the operator’s energy bills fell by 40%; fixed and demand charges are why the saving is not larger. Counting solar generation alone, the park avoids around 3,000 tonnes of CO2 a year. Two tenants renewed early and cited the park’s green credentials.',
    ),
    p(
      'Learn more about our ',
      a('solar solutions', '/portfolio/solar-solutions'),
      ' and ',
      a('green energy', '/portfolio/green-energy'),
      ' work, or ',
      a('request a solar quote', '/contact?service=solar-solutions'),
      ' for your own site.',
    ),
  ),
  cover: { src: '/images/portfolio/solar.svg', alt: 'Illustration of solar panels under the sun' },
  quote: {
    text: 'Our roofs now earn their keep. The tenants can see their own savings on the dashboard, and that has done more for our sustainability story than any brochure.',
    author: 'Hamad Al-Suwaidi',
    role: 'Director of Facilities, industrial park operator',
  },
  publishedAt: '2023-06-07T09:00:00.000Z',
};
