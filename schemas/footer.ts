/** The site footer: company details, link lists, social links, typography and colours. */

import { FOOTER_FONT_NAMES } from '@content/fonts';
import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

const link = (label: string, href: string) => ({ label, href });
const linkFields = {
  label: f.text('Label', 'New link', { required: true, maxLength: 60 }),
  href: f.url('Link', '/', { required: true }),
};
const footerFont = (title: string) => f.font(title, 'Inter', { options: FOOTER_FONT_NAMES });

export default defineEntity({
  key: 'footer',
  title: 'Footer Content & Styling',
  tab: { key: 'footer', label: 'Footer Content & Styling', order: 3 },
  saveMessage: 'Footer settings saved successfully!',
  admin: { saveLabel: 'Save Footer Settings', preview: 'footer' },
  schema: v.object({
    logo: f.group('Footer Logo & Typography', {
      iconBackground: f.colour('Icon background colour', '#4f008c'),
      iconText: f.colour('Icon text colour', '#ffffff'),
      companyNameFont: footerFont('Company name font'),
      companyNameColor: f.colour('Company name colour', '#f9fafb'),
      taglineText: f.text('Tagline text', 'CONNECTING PEOPLE SOLUTIONS', { maxLength: 80 }),
      taglineFont: footerFont('Tagline font'),
      taglineColor: f.colour('Tagline colour', '#9ca3af'),
    }),
    typography: f.group('Text Typography & Colors', {
      companyDescription: f.group('Company description', {
        text: f.textarea(
          'Description text',
          'Technology, talent and sustainable solutions for businesses across the Middle East and beyond — from software and cloud to staffing and managed services.',
          { maxLength: 400 },
        ),
        font: footerFont('Font'),
        color: f.colour('Colour', '#9ca3af'),
      }),
      sectionHeadings: f.group('Section headings', {
        servicesTitle: f.text('Services title', 'Services', { maxLength: 40 }),
        companyTitle: f.text('Company title', 'Company', { maxLength: 40 }),
        contactTitle: f.text('Contact title', 'Contact', { maxLength: 40 }),
        font: footerFont('Font'),
        color: f.colour('Colour', '#f9fafb'),
      }),
      serviceLinks: f.group('Service links', {
        font: footerFont('Font'),
        defaultColor: f.colour('Default colour', '#9ca3af'),
        hoverColor: f.colour('Hover colour', '#ff375e'),
      }),
      companyLinks: f.group('Company links', {
        font: footerFont('Font'),
        defaultColor: f.colour('Default colour', '#9ca3af'),
        hoverColor: f.colour('Hover colour', '#ff375e'),
      }),
      companyInfo: f.group('Contact information', {
        addressFont: footerFont('Address font'),
        addressColor: f.colour('Address colour', '#9ca3af'),
        phoneFont: footerFont('Phone font'),
        phoneColor: f.colour('Phone colour', '#9ca3af'),
        emailFont: footerFont('Email font'),
        emailColor: f.colour('Email colour', '#9ca3af'),
      }),
      copyright: f.group('Copyright', {
        text: f.text('Copyright text', '© 2024 Connectia. All rights reserved.', { maxLength: 160 }),
        font: footerFont('Font'),
        color: f.colour('Colour', '#9ca3af'),
      }),
    }),
    company: f.group('Company Information', {
      name: f.text('Company name', 'Connectia', { maxLength: 80 }),
      description: f.textarea(
        'Description',
        'Connecting people and solutions: technology services, skilled talent and sustainable infrastructure for growing businesses.',
        { maxLength: 400 },
      ),
      address: f.text('Address', 'Office 1204, Bay Square Building 3, Business Bay, Dubai, UAE', {
        maxLength: 200,
      }),
      phone: f.text('Phone', '+971 4 123 4567', { maxLength: 40 }),
      email: f.text('Email', 'hello@connectia.ae', { maxLength: 120 }),
    }),
    links: f.group('Links', {
      services: f.list(
        'Services Links',
        linkFields,
        [
          link('Web Development', '/services/web-development'),
          link('Mobile Apps', '/services/mobile-apps'),
          link('Cloud Services', '/services/cloud'),
          link('AI & ML', '/services/ai-ml'),
        ],
        { summary: 'label', addLabel: 'Add Link', maxItems: 12 },
      ),
      company: f.list(
        'Company Links',
        linkFields,
        [
          link('About Us', '/about'),
          link('Careers', '/careers'),
          link('Portfolio', '/portfolio'),
          link('Contact', '/contact'),
        ],
        { summary: 'label', addLabel: 'Add Link', maxItems: 12 },
      ),
    }),
    social: f.list(
      'Social Media Links & Colors',
      {
        platform: f.text('Platform', 'LinkedIn', { required: true, maxLength: 40 }),
        url: f.url('Profile address', 'https://www.linkedin.com/', { required: true }),
        defaultColor: f.colour('Default colour', 'rgba(255, 255, 255, 0.1)'),
        hoverColor: f.colour('Hover colour', '#4f008c'),
        iconColor: f.colour('Icon colour', '#ffffff'),
      },
      [
        { platform: 'LinkedIn', url: 'https://www.linkedin.com/company/connectia' },
        { platform: 'Twitter', url: 'https://twitter.com/connectia' },
        { platform: 'GitHub', url: 'https://github.com/connectia' },
      ],
      { summary: 'platform', addLabel: 'Add Social', maxItems: 10 },
    ),
    colors: f.group('Footer Background Colors', {
      background: f.colour('Background', '#1f2937'),
      text: f.colour('Text', '#f9fafb'),
      accent: f.colour('Accent', '#ff375e'),
    }),
  }),
});
