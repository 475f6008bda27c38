/**
 * The Analytics tab's chart of visitors and page views per day: two areas drawn as SVG. A charts
 * package spent about 150 ms of the main thread on its first draw of 30 days, most of the tab's
 * opening; this draws in a few. Pointing at a day, or the arrow keys on the chart (a slider over
 * the days, which a screen reader reads day by day), shows that day's figures.
 */
import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { counted } from '../counted';
import type { Day } from './analytics-data';

const HEIGHT = 260;
const PAD = { top: 12, right: 16, bottom: 28, left: 48 };
/** Drawn in this order: the larger figure first, so the smaller one's area lies on top. */
const SERIES = [
  { key: 'views', label: 'Page views', color: 'var(--mantine-color-teal-6)' },
  { key: 'visitors', label: 'Visitors', color: 'var(--mantine-color-blue-6)' },
] as const;

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dateOf = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayLabel.format(date);
};

const readout = (day: Day) =>
  `${dateOf(day.day)}: ${counted(day.visitors, 'visitor', 'visitors')}, ${counted(day.views, 'page view', 'page views')}`;

/** Gridline values: 0 up to the largest figure in steps of 1, 2 or 5 times a power of ten. */
export function yTicks(largest: number): number[] {
  const rough = Math.max(largest, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power);
  const ticks = [0];
  while (ticks[ticks.length - 1]! < largest) ticks.push(ticks.length * step);
  if (ticks.length === 1) ticks.push(step);
  return ticks;
}

export default function VisitsChart({ days }: { days: Day[] }) {
  const { ref, width } = useElementSize();
  const [active, setActive] = useState<number | null>(null);
  const ticks = yTicks(Math.max(0, ...days.map((day) => Math.max(day.views, day.visitors))));
  const top = ticks[ticks.length - 1]!;
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (days.length > 1 ? (index / (days.length - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / 72))));
  const shown = active === null ? undefined : days[active];
  /** The day the keyboard reads: the one shown, else the latest. */
  const reading = active ?? Math.max(0, days.length - 1);

  type Key = (typeof SERIES)[number]['key'];
  const line = (key: Key) => days.map((day, i) => `${i ? 'L' : 'M'}${x(i)},${y(day[key])}`).join('');
  const area = (key: Key) =>
    days.length ? `${line(key)}L${x(days.length - 1)},${y(0)}L${x(0)},${y(0)}Z` : '';

  const point = (event: PointerEvent<SVGSVGElement>) => {
    if (!days.length || plotWidth <= 0) return;
    const left = event.clientX - event.currentTarget.getBoundingClientRect().left - PAD.left;
    const index = Math.round((left / plotWidth) * (days.length - 1));
    setActive(Math.min(days.length - 1, Math.max(0, index)));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = days.length - 1;
    const targets: Record<string, number> = {
      Home: 0,
      End: last,
      ArrowRight: reading + 1,
      ArrowUp: reading + 1,
      ArrowLeft: reading - 1,
      ArrowDown: reading - 1,
    };
    const next = targets[event.key];
    if (next === undefined || last < 0) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  return (
    <div>
      <Group gap="md" mb="xs">
        {SERIES.map((series) => (
          <Group key={series.key} gap={6}>
            <span aria-hidden style={{ width: 12, height: 12, borderRadius: 2, background: series.color }} />
            <Text size="sm">{series.label}</Text>
          </Group>
        ))}
      </Group>
      <div
        ref={ref}
        role="slider"
        tabIndex={0}
        aria-label="Visitors and page views per day"
        aria-valuemin={0}
        aria-valuemax={Math.max(0, days.length - 1)}
        aria-valuenow={reading}
        aria-valuetext={days[reading] ? readout(days[reading]) : 'No visits yet'}
        onKeyDown={step}
        onBlur={() => setActive(null)}
        style={{ position: 'relative', height: HEIGHT }}
      >
        {width > 0 && (
          <svg
            width="100%"
            height={HEIGHT}
            aria-hidden
            onPointerMove={point}
            onPointerLeave={() => setActive(null)}
            style={{ display: 'block', overflow: 'hidden' }}
          >
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke="var(--mantine-color-gray-3)"
                />
                <text
                  x={PAD.left - 8}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                  fontSize={12}
                  fill="var(--mantine-color-dimmed)"
                >
                  {tick.toLocaleString('en')}
                </text>
              </g>
            ))}
            {days.map((day, i) =>
              i % labelEvery === 0 ? (
                <text
                  key={day.day}
                  x={x(i)}
                  y={HEIGHT - 8}
                  textAnchor={i === days.length - 1 && days.length > 1 ? 'end' : 'middle'}
                  fontSize={12}
                  fill="var(--mantine-color-dimmed)"
                >
                  {dateOf(day.day)}
                </text>
              ) : null,
            )}
            {SERIES.map((series) => (
              <g key={series.key}>
                <path d={area(series.key)} fill={series.color} fillOpacity={0.2} />
                <path d={line(series.key)} fill="none" stroke={series.color} strokeWidth={2} />
              </g>
            ))}
            {shown && active !== null && (
              <g>
                <line
                  x1={x(active)}
                  x2={x(active)}
                  y1={PAD.top}
                  y2={y(0)}
                  stroke="var(--mantine-color-gray-6)"
                />
                {SERIES.map((series) => (
                  <circle
                    key={series.key}
                    cx={x(active)}
                    cy={y(shown[series.key])}
                    r={4}
                    fill={series.color}
                  />
                ))}
              </g>
            )}
          </svg>
        )}
      </div>
      <Text size="sm" mih="1.5em" aria-hidden>
        {shown ? readout(shown) : ''}
      </Text>
    </div>
  );
}
