import investment from '@schemas/investment';
import { describe, expect, it } from 'vitest';
import { moneyAsText } from '@/app/format-money';
import { defaultsOf } from '@/schema-kit/entity';
import { fieldTitle, titledTextRows } from '@/schema-kit/titled-values';

describe('titledTextRows', () => {
  it('lists a group as [schema title, value] rows in schema order, leaving out non-text fields', () => {
    const values = moneyAsText(investment.schema, defaultsOf(investment), 'en');
    const { entries } = investment.schema;
    expect(fieldTitle(entries.funding, 'funding')).toBe('Current Funding Round');
    expect(titledTextRows(entries.funding, values.funding).slice(0, 3)).toEqual([
      ['Current round', 'Series B'],
      ['Target amount', '$25M'],
      ['Raised so far', '$15M'],
    ]);
    const terms = titledTextRows(entries.investment, { ...values.investment, minInvestment: '$250K' });
    expect(terms[0]).toEqual(['Minimum investment', '$250K']);
    expect(terms.some(([title]) => title === 'Currently seeking investment')).toBe(false);
  });
});
