// @vitest-environment jsdom
/**
 * The Analytics tab's chart of visits per day: its gridlines fit the largest figure, and the
 * keyboard reads it day by day (a slider over the days, whose value text a screen reader says).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import VisitsChart, { yTicks } from '@/admin/analytics/VisitsChart';
import { Providers, polyfillDom } from './helpers';

beforeAll(polyfillDom);
afterEach(cleanup);

const days = [
  { day: '2026-11-26', visitors: 3, views: 7 },
  { day: '2026-11-27', visitors: 1, views: 1 },
  { day: '2026-11-28', visitors: 12, views: 40 },
];

describe('the chart of visits per day', () => {
  it('draws gridlines from zero past the largest figure, in round steps', () => {
    expect(yTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(yTicks(43)).toEqual([0, 20, 40, 60]);
    expect(yTicks(3)).toEqual([0, 1, 2, 3]);
    expect(yTicks(0)).toEqual([0, 1]);
    expect(yTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('reads the latest day, and each day with the arrow keys, Home and End', () => {
    render(
      <Providers>
        <VisitsChart days={days} />
      </Providers>,
    );
    const chart = screen.getByRole('slider', { name: 'Visitors and page views per day' });
    expect(chart.getAttribute('aria-valuetext')).toBe('Nov 28: 12 visitors, 40 page views');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(chart.getAttribute('aria-valuetext')).toBe('Nov 27: 1 visitor, 1 page view');
    // The day read is also written under the chart for those who point at it.
    expect(screen.getByText('Nov 27: 1 visitor, 1 page view')).toBeTruthy();
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(chart.getAttribute('aria-valuenow')).toBe('0');
    expect(chart.getAttribute('aria-valuetext')).toBe('Nov 26: 3 visitors, 7 page views');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(chart.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(chart.getAttribute('aria-valuetext')).toBe('Nov 28: 12 visitors, 40 page views');
  });

  it('says so when there is no day to read', () => {
    render(
      <Providers>
        <VisitsChart days={[]} />
      </Providers>,
    );
    expect(screen.getByRole('slider').getAttribute('aria-valuetext')).toBe('No visits yet');
  });
});
