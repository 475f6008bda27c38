/**
 * The Analytics tab's chart of visitors and page views per day. A module of its own because the
 * charts package (recharts underneath) is most of the tab's code: the tab shows its figures and
 * tables while this loads.
 */
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { Report } from './analytics-data';

export default function VisitsChart({ days }: { days: Report['days'] }) {
  return (
    <AreaChart
      h={260}
      data={days}
      dataKey="day"
      series={[
        { name: 'visitors', label: 'Visitors', color: 'blue.6' },
        { name: 'views', label: 'Page views', color: 'teal.6' },
      ]}
      withLegend
      curveType="monotone"
      aria-label="Visitors and page views per day"
    />
  );
}
