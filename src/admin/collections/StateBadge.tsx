/**
 * Where a document stands, as a badge: Published, Scheduled or Draft, and Unpublished changes. Filled
 * in dark shades, so the small white text reads at 6:1 or more (axe's contrast rule).
 */
import { Badge } from '@mantine/core';
import type { DocumentState } from '../publish/document-list';

const LOOK: Record<DocumentState, { label: string; colour: string }> = {
  published: { label: 'Published', colour: '#1e6b35' },
  scheduled: { label: 'Scheduled', colour: '#1864ab' },
  draft: { label: 'Draft', colour: '#495057' },
};

export function StateBadge({ state }: { state: DocumentState }) {
  return <Badge color={LOOK[state].colour}>{LOOK[state].label}</Badge>;
}

export function ChangesBadge() {
  return <Badge color="#a63c0c">Unpublished changes</Badge>;
}
