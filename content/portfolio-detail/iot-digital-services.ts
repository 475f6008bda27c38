import technologyArt from '../art/detail/technology.svg?raw';
import { svgDataUrl } from '../art/inline-svg';
import type { PortfolioDetail } from './types';

const iotDigitalServices: PortfolioDetail = {
  slug: 'iot-digital-services',
  seo: {
    title: 'IoT and Digital Services',
    description:
      'Connected devices, sensor networks, edge computing and IoT analytics from Connectia that make operations smarter, safer and more efficient.',
  },
  sections: [
    {
      kind: 'hero',
      eyebrow: 'Technology Solutions',
      title: 'IoT and Digital Services',
      lead: 'Connect your assets, collect real-time data and act on it. We design and run IoT solutions for facilities, fleets, factories and smart buildings.',
      image: {
        src: svgDataUrl(technologyArt),
        alt: 'Illustration of connected systems exchanging data through a central hub',
      },
      actions: [{ label: 'Start IoT Project', href: '/contact' }],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'IoT Services',
      intro: 'From sensors in the field to dashboards in the boardroom.',
      cards: [
        {
          icon: 'wifi',
          title: 'IoT Device Integration',
          description: 'Select, install and connect sensors, meters and controllers from leading vendors.',
        },
        {
          icon: 'server',
          title: 'Edge Computing',
          description: 'Process data on site for instant responses and lower bandwidth costs.',
        },
        {
          icon: 'chart',
          title: 'IoT Analytics',
          description: 'Turn streams of sensor data into dashboards, alerts and trends.',
        },
        {
          icon: 'gear',
          title: 'Predictive Maintenance',
          description: 'Spot wear and faults early and schedule repairs before breakdowns happen.',
        },
        {
          icon: 'truck',
          title: 'Asset Tracking',
          description: 'Real-time location and condition of vehicles, equipment and shipments.',
        },
        {
          icon: 'lock',
          title: 'IoT Security',
          description: 'Device identity, encrypted communications and secure over-the-air updates.',
        },
      ],
    },
    {
      kind: 'stats',
      id: 'results',
      heading: 'IoT Impact',
      stats: [
        { value: '80%', label: 'Operational efficiency gain' },
        { value: '45%', label: 'Maintenance cost reduction' },
        { value: '95%', label: 'Prediction accuracy' },
        { value: '100M+', label: 'Data points processed' },
      ],
    },
    {
      kind: 'cta',
      heading: 'Connect Your Operations',
      text: 'Tell us what you want to measure and we will design an IoT solution around it.',
      actions: [{ label: 'Get IoT Consultation', href: '/contact' }],
    },
  ],
};

export default iotDigitalServices;
