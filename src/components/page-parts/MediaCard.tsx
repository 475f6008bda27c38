/**
 * A card led by a picture: the picture edge to edge, then a category badge, the title, a summary and
 * whatever the page adds (meta, tags, a button pushed to the bottom). Blog articles and case studies.
 */
import type { ReactNode } from 'react';
import { Badge, Card, Stack } from '@/components/ui/layout';

export interface MediaCardProps {
  /** The picture (a document's cover), drawn edge to edge. */
  picture: ReactNode;
  category: string;
  title: string;
  summary: string;
  children?: ReactNode;
  'data-testid'?: string;
}

export function MediaCard({ picture, category, title, summary, children, ...rest }: MediaCardProps) {
  return (
    <Card {...rest} padding="none" as="article" className="cp-card cp-media-card">
      {picture}
      <Stack gap="sm" className="cp-media-card__body">
        {category ? <Badge>{category}</Badge> : null}
        <h3 className="cp-h4">{title}</h3>
        <p className="cp-text cp-muted cp-text-sm">{summary}</p>
        {children}
      </Stack>
    </Card>
  );
}
