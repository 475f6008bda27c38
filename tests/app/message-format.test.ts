/**
 * Interface texts with a number take the plural form the number needs in the page's language:
 * Arabic's six (zero, one, two, few 3-10, many 11-99, other), from Intl.PluralRules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatMessage, messagesByCount } from '@/app/message-format';

const arabic = JSON.parse(readFileSync('content/ar/site-text.json', 'utf8'))['{minutes} min read'] as string;

describe('reading time in each language', () => {
  it('reads in Arabic with the plural form of each count, in Latin digits', () => {
    expect(messagesByCount(arabic, 'minutes', [1, 2, 3, 10, 11, 99, 100], 'ar')).toEqual({
      1: 'وقت القراءة: دقيقة واحدة',
      2: 'وقت القراءة: دقيقتان',
      3: 'وقت القراءة: 3 دقائق',
      10: 'وقت القراءة: 10 دقائق',
      11: 'وقت القراءة: 11 دقيقة',
      99: 'وقت القراءة: 99 دقيقة',
      100: 'وقت القراءة: 100 دقيقة',
    });
  });

  it('keeps the English exactly as it was, and a text stored as plain words with {minutes} works as before', () => {
    expect(formatMessage('{minutes} min read', { minutes: 4 }, 'en')).toBe('4 min read');
    expect(formatMessage('وقت القراءة: {minutes} دقيقة', { minutes: 4 }, 'ar')).toBe('وقت القراءة: 4 دقيقة');
  });

  it('fills a text that is not a valid message as plain words instead of failing the page', () => {
    expect(formatMessage('{minutes} min {read', { minutes: 4 }, 'en')).toBe('4 min {read');
  });
});
