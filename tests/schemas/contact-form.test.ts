/**
 * The contact form's questions per ?service= are data (schemas/contact-form.ts): the service values
 * the site links to are its keys, exactly as before, so every link keeps opening its form whatever
 * the owner writes; an unknown value is the general inquiry, whose words are Site Text's.
 */
import contactForm from '@schemas/contact-form';
import { describe, expect, it } from 'vitest';
import { generalInquiry, inquiryFor } from '@/forms/inquiry';
import { defaultsOf } from '@/schema-kit/entity';
import { siteText } from '../support/site-text';

const form = defaultsOf(contactForm);

describe('the contact form’s questions', () => {
  it('are kept under the service values the site links to', () => {
    expect(Object.keys(form.services)).toEqual([
      'security',
      'cloud',
      'mobile',
      'web',
      'managed',
      'outsourcing',
      'tech-manpower',
      'big-data',
      'sap-solutions',
      'data-analytics',
      'enterprise-solutions',
      'people-management',
      'logistics-solutions',
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
      'investment',
    ]);
  });

  it('follow what the owner wrote, and are sent under the service value', () => {
    const edited = {
      ...form,
      services: {
        ...form.services,
        cloud: {
          heading: 'Moving to the cloud?',
          description: '',
          questions: [{ label: 'Provider', type: 'text' as const, choices: [] }],
        },
      },
    };
    expect(inquiryFor(edited, 'cloud')).toEqual({
      key: 'cloud',
      heading: 'Moving to the cloud?',
      description: '',
      fields: [{ label: 'Provider', type: 'text', choices: [] }],
    });
    expect(inquiryFor(form, 'investment', 'meeting')?.heading).toBe('Schedule an Investor Meeting');
    expect(inquiryFor(form, 'investment')?.heading).toBe('Investment Inquiry');
  });

  it('an unknown or missing service is the general inquiry, in Site Text’s words', () => {
    for (const service of [undefined, 'nope', 'toString', '__proto__'])
      expect(inquiryFor(form, service)).toBeUndefined();
    expect(generalInquiry(siteText)).toEqual({
      key: 'general',
      heading: 'General Inquiry',
      description: 'Tell us about your project or question and the right specialist will pick it up.',
      fields: [],
    });
  });

  it('every drop-down question offers choices', () => {
    const questions = [
      ...Object.values(form.services).flatMap((inquiry) => inquiry.questions),
      ...form.meeting.questions,
    ];
    for (const question of questions.filter((q) => q.type === 'select')) {
      expect(question.choices.length, question.label).toBeGreaterThan(1);
    }
  });
});
