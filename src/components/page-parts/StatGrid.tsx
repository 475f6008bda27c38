/**
 * A row of headline figures: value over label. Each is a term (the label) and its description (the
 * value), which a description list must give in that order; the CSS shows the value first.
 */
import { Grid } from '@/components/ui/layout';
import '@/components/ui/ui.css';

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
          <dt className="cp-stat__label">{item.label}</dt>
          <dd className="cp-stat__value">{item.value}</dd>
        </div>
      ))}
    </Grid>
  );
}
