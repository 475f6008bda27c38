/** A row of headline figures: value over label. */
import { Grid } from './layout';
import './ui.css';

export interface Stat {
  /** The figure's stable id, when it has one (labels may repeat). */
  id?: string;
  value: string;
  label: string;
}

export function StatGrid({
  items,
  tone = 'light',
  cols = 4,
}: {
  items: readonly Stat[];
  tone?: 'light' | 'dark';
  cols?: 2 | 3 | 4;
}) {
  return (
    <Grid cols={{ base: 2, md: cols }} as="dl" className={`cp-stats cp-stats--${tone}`}>
      {items.map((item) => (
        <div key={item.id || item.label} className="cp-stat">
          <dd className="cp-stat__value">{item.value}</dd>
          <dt className="cp-stat__label">{item.label}</dt>
        </div>
      ))}
    </Grid>
  );
}
