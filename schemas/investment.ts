/**
 * Investment information shown on /investment: the company's amounts of money as values (each
 * language writes them its own way), the rest free text.
 */

import * as v from 'valibot';
import { defineEntity } from '@/schema-kit/entity';
import * as f from '@/schema-kit/fields';
import { moneyFromWords } from '@/schema-kit/money';

const short = (title: string, fallback: string) => f.text(title, fallback, { maxLength: 120 });
const usd = (amount: number, orMore = false) => ({ amount, currency: 'USD' as const, orMore });

const schema = v.object({
  company: f.group('Company', {
    valuation: f.money('Valuation', usd(150_000_000)),
    revenue: f.money('Revenue', usd(50_000_000, true)),
    growth: short('Year-on-year growth', '35%'),
    employees: short('Team members', '200+'),
    founded: short('Founded', '2015'),
  }),
  funding: f.group('Current Funding Round', {
    currentRound: short('Current round', 'Series B'),
    targetAmount: f.money('Target amount', usd(25_000_000)),
    raised: f.money('Raised so far', usd(15_000_000)),
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
    minInvestment: f.money('Minimum investment', usd(100_000)),
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
});

export default defineEntity({
  key: 'investment',
  title: 'Investment Information',
  tab: { key: 'investment', label: 'Investment Information', order: 10, group: 'content' },
  saveMessage: 'Investment information saved successfully!',
  admin: { saveLabel: 'Save Investment Information' },
  schema,
  // Amounts an earlier version kept as words ('$150M') become values.
  upgrade: (stored) => moneyFromWords(schema, stored),
});
