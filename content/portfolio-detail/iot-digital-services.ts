/** Seed solution page: /portfolio/iot-digital-services, word for word as the site first shipped it. */
import type { PageSeed } from '@schemas/parts/page-sections';

const page: PageSeed = {
  title: 'IoT & Digital Services',
  slug: 'iot-digital-services',
  seo: {
    title: 'IoT and Digital Services',
    description:
      'Connected devices, sensor networks, edge computing and IoT analytics from Connectia that make operations smarter, safer and more efficient.',
  },
  sections: [
    {
      id: 'hero',
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'IoT and Digital Services',
      lead: 'Connect your assets, collect real-time data and act on it. We design and run IoT solutions for facilities, fleets, factories and smart buildings.',
      image: {
        src: 'art:technology',
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
      actions: [
        {
          label: 'Start IoT Project',
          href: '/contact',
        },
      ],
      breadcrumb: '',
    },
    {
      id: 'services',
      kind: 'cards',
      anchor: 'services',
      heading: 'IoT Services',
      intro: 'From sensors in the field to dashboards in the boardroom.',
      cards: [
        {
          icon: 'wifi',
          title: 'IoT Device Integration',
          description: 'Select, install and connect sensors, meters and controllers from leading vendors.',
          bullets: [],
        },
        {
          icon: 'server',
          title: 'Edge Computing',
          description: 'Process data on site for instant responses and lower bandwidth costs.',
          bullets: [],
        },
        {
          icon: 'chart',
          title: 'IoT Analytics',
          description: 'Turn streams of sensor data into dashboards, alerts and trends.',
          bullets: [],
        },
        {
          icon: 'gear',
          title: 'Predictive Maintenance',
          description: 'Spot wear and faults early and schedule repairs before breakdowns happen.',
          bullets: [],
        },
        {
          icon: 'truck',
          title: 'Asset Tracking',
          description: 'Real-time location and condition of vehicles, equipment and shipments.',
          bullets: [],
        },
        {
          icon: 'lock',
          title: 'IoT Security',
          description: 'Device identity, encrypted communications and secure over-the-air updates.',
          bullets: [],
        },
      ],
    },
    {
      id: 'results',
      kind: 'stats',
      anchor: 'results',
      heading: 'IoT Impact',
      intro: '',
      variant: 'section',
      stats: [
        {
          value: '80%',
          label: 'Operational efficiency gain',
        },
        {
          value: '45%',
          label: 'Maintenance cost reduction',
        },
        {
          value: '95%',
          label: 'Prediction accuracy',
        },
        {
          value: '100M+',
          label: 'Data points processed',
        },
      ],
    },
    {
      id: 'cta',
      kind: 'cta',
      heading: 'Connect Your Operations',
      text: 'Tell us what you want to measure and we will design an IoT solution around it.',
      actions: [
        {
          label: 'Get IoT Consultation',
          href: '/contact',
        },
      ],
    },
  ],
};

export default page;
