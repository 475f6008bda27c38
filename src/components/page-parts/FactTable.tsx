/**
 * A two-column table of label/value facts (the investment details). A plain table styled by
 * ui.css: Mantine's Table brings its ScrollArea (~5 KB gzip) along, which a short key/value list
 * never needs.
 */
import '@/components/ui/ui.css';

export interface FactTableProps {
  rows: readonly (readonly [label: string, value: string])[];
  /** Shown for an empty value. */
  empty?: string;
}

export function FactTable({ rows, empty = '—' }: FactTableProps) {
  return (
    <table className="cp-facts">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value || empty}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
