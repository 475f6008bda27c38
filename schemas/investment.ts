/** Investment information shown on /investment; all free text. */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';

const short = (title: string, fallback: string) => f.text(title, fallback, { maxLength: 120 });

export default defineEntity({
  key: 'investment',
  title: 'Investment Information',
  tab: { key: 'investment', label: 'Investment Information', order: 10, group: 'content' },
  saveMessage: 'Investment information saved successfully!',
  admin: { saveLabel: 'Save Investment Information' },
  schema: v.object({
    company: f.group('Company', {
      valuation: short('Valuation', '$150M'),
      revenue: short('Revenue', '$50M+'),
      growth: short('Year-on-year growth', '35%'),
      employees: short('Team members', '200+'),
      founded: short('Founded', '2015'),
    }),
    funding: f.group('Current Funding Round', {
      currentRound: short('Current round', 'Series B'),
      targetAmount: short('Target amount', '$25M'),
      raised: short('Raised so far', '$15M'),
      investors: short('Current investors', 'Gulf Ventures Partners, Horizon Capital'),
      useOfFunds: f.textarea(
        'Use of funds',
        'Regional expansion (40%), AI and cloud product development (35%), sustainability practice (15%), working capital (10%).',
        { maxLength: 600 },
      ),
    }),
    metrics: f.group('Key Metrics', {
      clientRetention: short('Client retention', '95%'),
      marketShare: short('Market share', '8% of regional IT staffing'),
      grossMargin: short('Gross margin', '42%'),
      projectedRevenue: short('Projected revenue', '$85M by 2027'),
    }),
    investment: f.group('Investment Terms', {
      seeking: f.boolean('Currently seeking investment', true),
      minInvestment: short('Minimum investment', '$100K'),
      targetInvestors: short('Target investors', 'Strategic and institutional investors'),
      roi: short('Expected return', '3-5x over five years'),
      exitStrategy: f.textarea(
        'Exit strategy',
        'Strategic acquisition or regional IPO within five to seven years.',
        {
          maxLength: 600,
        },
      ),
    }),
  }),
});
