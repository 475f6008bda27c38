import benefits from '@schemas/benefits';
import branding from '@schemas/branding';
import content from '@schemas/content';
import footer from '@schemas/footer';
import header from '@schemas/header';
import hero from '@schemas/hero';
import investment from '@schemas/investment';
import jobs from '@schemas/jobs';
import leadership from '@schemas/leadership';
import { describe, expect, it } from 'vitest';
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
