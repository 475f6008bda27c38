import { whatsappHref } from '@content/contact';
import jobs from '@schemas/jobs';
import homePage from '@schemas/pages/home';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { defaultsOf } from '@/schema-kit/entity';
import { contactInquiry as inquiryFor } from '../support/site-text';

/** The home page's service cards as the owner first sees them: each links where the spec says. */
const homeCards = () => {
  const services = defaultsOf(homePage).sections.find((section) => section.kind === 'services');
  return services?.kind === 'services' ? services.cards : [];
};

describe('home Learn More links', () => {
  it('each default card links to its type’s target', () => {
    expect(Object.fromEntries(homeCards().map((card) => [card.id, card.link]))).toEqual({
      manpower: '/contact?service=tech-manpower',
      development: '/services/web-development',
      'ai-ml': '/services/ai-ml',
      cloud: '/services/cloud',
      data: '/contact?service=big-data',
      sap: '/contact?service=sap-solutions',
      analytics: '/contact?service=data-analytics',
      enterprise: '/contact?service=enterprise-solutions',
      people: '/contact?service=people-management',
      logistics: '/contact?service=logistics-solutions',
    });
  });

  it('a card the owner adds links to /contact until they choose', () => {
    const cards = homePage.schema.entries.sections;
    const added = v.parse(cards, [{ kind: 'services', cards: [{ title: 'Training' }] }])[0];
    expect(added?.kind === 'services' && added.cards[0]?.link).toBe('/contact');
  });

  it('every /contact?service= value the home cards link to has its own inquiry', () => {
    for (const card of homeCards()) {
      const service = new URL(card.link, 'http://x').searchParams.get('service');
      if (service) expect(inquiryFor(service).key).toBe(service);
    }
  });
});

describe('contact inquiry configuration', () => {
  it('knows the inquiry-form values of the spec and falls back to general', () => {
    for (const key of ['security', 'cloud', 'mobile', 'web', 'managed', 'outsourcing']) {
      expect(inquiryFor(key).key).toBe(key);
    }
    expect(inquiryFor(undefined).heading).toBe('General Inquiry');
    expect(inquiryFor('nope').heading).toBe('General Inquiry');
    expect(inquiryFor('toString').heading).toBe('General Inquiry');
    expect(inquiryFor('investment', 'meeting').heading).toBe('Schedule an Investor Meeting');
  });

  it('knows every service value the detail pages send', () => {
    for (const key of [
      'api-solutions',
      'api-consultation',
      'system-integration',
      'integration-assessment',
      'managed-services',
      'managed-services-consultation',
      'evoucher-system',
      'distribution-solution',
      'solar-solutions',
      'solar-consultation',
      'water-management',
      'water-management-consultation',
      'smart-infrastructure',
      'smart-infrastructure-planning',
    ]) {
      expect(inquiryFor(key).key).toBe(key);
    }
  });

  it('offers each service its own select options', () => {
    const choices = (service: string, label: string) =>
      inquiryFor(service).fields.find((field) => field.label === label)?.choices;
    expect(choices('cloud', 'Project timeline')).toEqual([
      '1-3 months',
      '3-6 months',
      '6-12 months',
      '12+ months',
    ]);
    expect(choices('outsourcing', 'When do you want to start?')).toEqual([
      'Immediate',
      '1 month',
      '3 months',
      '6 months',
    ]);
    expect(choices('outsourcing', 'Team size needed')).toEqual(['1-5', '6-10', '11-20', '20+']);
  });

  it('builds a click-to-chat link with digits only and an encoded greeting', () => {
    expect(whatsappHref('+971 4 123 4567', 'Hi there & hello')).toBe(
      'https://wa.me/97141234567?text=Hi%20there%20%26%20hello',
    );
  });
});

describe('careers content', () => {
  it('the job postings start as the six open positions, with salaries between $60,000 and $120,000', () => {
    const positions = defaultsOf(jobs).postings;
    expect(positions).toHaveLength(6);
    expect(positions.every((position) => position.active)).toBe(true);
    for (const position of positions) {
      for (const amount of position.salary.match(/\$[\d,]+/g) ?? []) {
        const value = Number(amount.replace(/[$,]/g, ''));
        expect(value).toBeGreaterThanOrEqual(60_000);
        expect(value).toBeLessThanOrEqual(120_000);
      }
    }
  });
});
