import benefits from '@schemas/benefits';
import branding from '@schemas/branding';
import content from '@schemas/content';
import fonts from '@schemas/fonts';
import footer from '@schemas/footer';
import header from '@schemas/header';
import hero from '@schemas/hero';
import investment from '@schemas/investment';
import jobs from '@schemas/jobs';
import leadership from '@schemas/leadership';
import { describe, expect, it } from 'vitest';
import { defaultsOf } from '@/schema-kit/entity';
import { entities } from '@/schema-kit/registry';

describe('entity registry', () => {
  it('has an entity for each admin tab of the spec, in the spec order; keys and tabs are unique', () => {
    const spec = [
      ['branding', 'Logo & Brand Management'],
      ['header', 'Header Navigation & Styling'],
      ['footer', 'Footer Content & Styling'],
      ['fonts', 'Site-wide Font Settings'],
      ['hero', 'Hero Sections Management'],
      ['leadership', 'Leadership Team Management'],
      ['content', 'Content Management'],
      ['careers', 'Careers Management'],
      ['jobs', 'Job Posting Management'],
      ['investment', 'Investment Information'],
    ];
    const specKeys = new Set(spec.map(([key]) => key));
    // Entities added later (a testimonials schema, say) may sit anywhere; the spec's ten keep their order.
    expect(entities.filter((e) => specKeys.has(e.tab.key)).map((e) => [e.tab.key, e.tab.label])).toEqual(
      spec,
    );
    expect(new Set(entities.map((e) => e.key)).size).toBe(entities.length);
  });

  it('gives every entity the save message of the spec', () => {
    expect(header.saveMessage).toBe('Header settings saved successfully!');
    expect(footer.saveMessage).toBe('Footer settings saved successfully!');
    expect(hero.saveMessage).toBe('Hero section settings saved successfully!');
    expect(leadership.saveMessage).toBe('Leadership team data saved successfully!');
    expect(content.saveMessage).toBe('Content saved successfully!');
    expect(benefits.saveMessage).toBe('Benefits updated successfully!');
    expect(jobs.saveMessage).toBe('Job postings updated successfully!');
    expect(investment.saveMessage).toBe('Investment information saved successfully!');
    expect(branding.saveMessage).toBe('Branding changes have been applied successfully!');
  });
});

describe('defaults are the spec values', () => {
  it('branding: brand colours, tagline, letter icon, nine letters, white navigation bar', () => {
    const d = defaultsOf(branding);
    expect(d.logo).toMatchObject({
      tagline: 'Connecting People Solutions',
      primaryColor: '#4f008c',
      secondaryColor: '#ff375e',
      taglineColor: '#6b7280',
      iconType: 'letter',
      iconFilter: 'none',
    });
    expect(d.box).toMatchObject({ boxColor: '#4f008c', contentType: 'letter', textColor: '#ffffff' });
    expect(d.letters).toHaveLength(9);
    expect(d.letters.map((l) => l.text).join('')).toBe('CONNECTIA');
    expect(d.letters.every((l) => l.font === 'Inter' && l.text.length === 1)).toBe(true);
    expect(d.collection).toEqual([]);
    expect(d.navBarColor).toBe('#ffffff');
  });

  it('header: white background, dark grey text, purple hover, the editable default navigation', () => {
    const d = defaultsOf(header);
    expect(d.colors).toEqual({ background: '#ffffff', text: '#374151', hover: '#4f008c' });
    const hrefs = d.navigation.map((n) => n.href);
    for (const href of ['/', '/about', '/services', '/portfolio', '/careers', '/blog', '/contact'])
      expect(hrefs).toContain(href);
  });

  it('footer: link targets, social defaults, colours, copyright 2024', () => {
    const d = defaultsOf(footer);
    expect(d.links.services.map((l) => [l.label, l.href])).toEqual([
      ['Web Development', '/services/web-development'],
      ['Mobile Apps', '/services/mobile-apps'],
      ['Cloud Services', '/services/cloud'],
      ['AI & ML', '/services/ai-ml'],
    ]);
    expect(d.links.company.map((l) => [l.label, l.href])).toEqual([
      ['About Us', '/about'],
      ['Careers', '/careers'],
      ['Portfolio', '/portfolio'],
      ['Contact', '/contact'],
    ]);
    expect(d.social.map((s) => s.platform)).toEqual(['LinkedIn', 'Twitter', 'GitHub']);
    for (const s of d.social) {
      expect(s).toMatchObject({
        defaultColor: 'rgba(255, 255, 255, 0.1)',
        hoverColor: '#4f008c',
        iconColor: '#ffffff',
      });
    }
    expect(d.colors.background).toBe('#1f2937');
    expect(d.logo).toMatchObject({
      companyNameColor: '#f9fafb',
      taglineText: 'CONNECTING PEOPLE SOLUTIONS',
      taglineColor: '#9ca3af',
    });
    expect(d.typography.copyright.text).toContain('2024');
  });

  it('fonts: Inter everywhere', () => {
    expect(defaultsOf(fonts)).toEqual({
      primary: 'Inter',
      secondary: 'Inter',
      headings: 'Inter',
      body: 'Inter',
    });
  });

  it('hero: home, about and careers defaults', () => {
    const d = defaultsOf(hero);
    expect(d.home).toMatchObject({
      title: 'Connecting People & Solutions',
      ctaText: 'Get Started',
      ctaLink: '/contact',
    });
    expect(d.home.colors).toEqual({ background: '#4f008c', text: '#ffffff', accent: '#00c48c' });
    expect(d.about.title).toBe('About Connectia');
    expect(d.careers).toMatchObject({
      title: 'Join Our Team',
      ctaText: 'Apply Today',
      ctaLink: '#application-form',
    });
  });

  it('leadership: three seeded members in Dubai', () => {
    const d = defaultsOf(leadership);
    expect(d.members.map((m) => m.role)).toEqual([
      'Founder & COO',
      'Co-Founder & CTO',
      'Head of Business Development',
    ]);
    for (const m of d.members) {
      expect(m.location).toBe('Dubai, UAE');
      expect(m.experience).toMatch(/^\d+\+ years$/);
    }
  });

  it('benefits: three active seeds', () => {
    const d = defaultsOf(benefits);
    expect(d.items.map((b) => b.title)).toEqual([
      'Health & Wellness',
      'Remote Work',
      'Learning & Development',
    ]);
    expect(d.items.every((b) => b.active)).toBe(true);
  });

  it('jobs: the six open positions of the spec, all active', () => {
    const d = defaultsOf(jobs);
    expect(d.postings).toHaveLength(6);
    expect(d.postings.every((posting) => posting.active)).toBe(true);
  });

  it('investment: Series B, $25M target, $15M raised, $100K minimum', () => {
    const d = defaultsOf(investment);
    expect(d.funding).toMatchObject({ currentRound: 'Series B', targetAmount: '$25M', raised: '$15M' });
    expect(d.investment).toMatchObject({ seeking: true, minInvestment: '$100K' });
  });

  it('content: hero, about and services texts', () => {
    const d = defaultsOf(content);
    expect(Object.keys(d)).toEqual(['hero', 'about', 'services']);
    expect(Object.keys(d.about)).toEqual(['title', 'description', 'mission', 'vision']);
  });
});
