/** The sticky site header: logo, navigation entries and colours (product spec points 2, 3). */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

export default defineEntity({
  key: 'header',
  title: 'Header Navigation & Styling',
  tab: { key: 'header', label: 'Header Navigation & Styling', order: 2 },
  saveMessage: 'Header settings saved successfully!',
  admin: { saveLabel: 'Save Header Settings', preview: 'header' },
  schema: v.object({
    logo: f.group('Logo', {
      url: f.url('Logo link', '/', { description: 'Where the header logo leads.' }),
      alt: f.text('Logo text alternative', 'Connectia home', { maxLength: 120 }),
    }),
    navigation: f.list(
      'Navigation',
      {
        label: f.text('Label', 'New link', { required: true, maxLength: 40 }),
        href: f.url('Link', '/', { required: true }),
      },
      [
        { label: 'Home', href: '/' },
        { label: 'About Us', href: '/about' },
        { label: 'Expertise', href: '/services' },
        { label: 'What we do', href: '/portfolio' },
        { label: 'Careers', href: '/careers' },
        { label: 'Investor Relations', href: '/investment' },
        { label: 'Blog', href: '/blog' },
        { label: 'Contact', href: '/contact' },
      ],
      { summary: 'label', addLabel: 'Add Link', maxItems: 12 },
    ),
    colors: f.group('Colours', {
      background: f.colour('Background', '#ffffff'),
      text: f.colour('Text', '#374151'),
      hover: f.colour('Hover', '#4f008c'),
    }),
  }),
});
