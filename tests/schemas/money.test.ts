/**
 * Amounts of money are values: English shows the spec's figures exactly ($150M, $50M+), Arabic
 * writes them in words with Latin digits, and amounts an earlier version stored as words read as
 * the same amounts after the upgrade.
 */
import investment from '@schemas/investment';
import { describe, expect, it } from 'vitest';
import { formatMoney, moneyAsText } from '@/app/format-money';
import { defaultsOf } from '@/schema-kit/entity';
import { moneyFromText } from '@/schema-kit/money';
import { readStored } from '@/schema-kit/read-stored';

/** Intl keeps a figure with its unit by a no-break space; the words are what is checked here. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('an amount of money in each language', () => {
  it('reads as the spec writes it in English', () => {
    const shown = moneyAsText(investment.schema, defaultsOf(investment), 'en');
    expect([shown.company.valuation, shown.company.revenue]).toEqual(['$150M', '$50M+']);
    expect([shown.funding.targetAmount, shown.funding.raised]).toEqual(['$25M', '$15M']);
    expect(shown.investment.minInvestment).toBe('$100K');
    expect(plain(formatMoney({ amount: 2_500_000, currency: 'AED', orMore: false }, 'en'))).toBe('AED 2.5M');
  });

  it('reads in Arabic words, with Latin digits and no English', () => {
    const shown = moneyAsText(investment.schema, defaultsOf(investment), 'ar');
    expect(plain(shown.company.valuation)).toBe('150 مليون دولار أمريكي');
    expect(plain(shown.company.revenue)).toBe('أكثر من 50 مليون دولار أمريكي');
    expect(plain(shown.investment.minInvestment)).toBe('100 ألف دولار أمريكي');
    expect(plain(formatMoney({ amount: 25_000_000, currency: 'AED', orMore: false }, 'ar'))).toBe(
      '25 مليون درهم إماراتي',
    );
    for (const text of Object.values(shown.company)) expect(String(text)).not.toMatch(/\$|USD/);
  });
});

describe('amounts stored as words by an earlier version', () => {
  it('parse as the amounts they name, and nothing else does', () => {
    expect(moneyFromText('$150M')).toEqual({ amount: 150_000_000, currency: 'USD', orMore: false });
    expect(moneyFromText('$50M+')).toEqual({ amount: 50_000_000, currency: 'USD', orMore: true });
    expect(moneyFromText('AED 2.5M')).toEqual({ amount: 2_500_000, currency: 'AED', orMore: false });
    expect(moneyFromText('$100,000')).toEqual({ amount: 100_000, currency: 'USD', orMore: false });
    expect(moneyFromText('$85M by 2027')).toBeUndefined();
    expect(moneyFromText('Series B')).toBeUndefined();
  });

  it('keep the owner’s amounts after the upgrade, translated or not', () => {
    const stored = {
      company: { valuation: '$180M', revenue: { en: '$60M+', ar: '60 مليون دولار+' }, growth: '40%' },
      funding: { currentRound: 'Series C', targetAmount: '$40M', raised: '$20M' },
      investment: { minInvestment: '$250K' },
    };
    const read = readStored(investment, stored).value;
    const shown = moneyAsText(investment.schema, read, 'en');
    expect(shown.company).toMatchObject({ valuation: '$180M', revenue: '$60M+', growth: '40%' });
    expect(shown.funding).toMatchObject({ currentRound: 'Series C', targetAmount: '$40M', raised: '$20M' });
    expect(shown.investment.minInvestment).toBe('$250K');
  });
});
