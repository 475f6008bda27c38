import fc from 'fast-check';
import { expect, it } from 'vitest';
import { formatDate } from '@/components/documents/format';

const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

it("writes a date as en-US's long date in UTC, whatever the time of day", () => {
  expect(formatDate('2024-03-12T23:30:00+02:00')).toBe('March 12, 2024');
  expect(formatDate('2024-03-12T23:30:00-02:00')).toBe('March 13, 2024');
  fc.assert(
    fc.property(
      fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
      (date) => {
        expect(formatDate(date.toISOString())).toBe(intl.format(date));
      },
    ),
  );
});

it('writes nothing for a date it cannot read', () => {
  expect(formatDate('not a date')).toBe('');
});
