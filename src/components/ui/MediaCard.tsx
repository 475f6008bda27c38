/**
 * A card led by a picture: the image edge to edge, then a category badge, the title, a summary and
 * whatever the page adds (meta, tags, a button pushed to the bottom). Blog articles and case studies.
 */
import type { ReactNode } from 'react';
import { Badge, Card, Stack } from './layout';

export interface MediaCardProps {
  image: string;
  /** Empty for a decorative picture. */
  imageAlt: string;
  category: string;
  title: string;
  summary: string;
  children?: ReactNode;
  'data-testid'?: string;
}

export function MediaCard({ image, imageAlt, category, title, summary, children, ...rest }: MediaCardProps) {
  return (
    <Card {...rest} padding="none" as="article" className="cp-card cp-media-card">
      <img
        src={image}
        alt={imageAlt}
        width={480}
        height={320}
        loading="lazy"
        className="cp-media-card__image"
      />
      <Stack gap="sm" className="cp-media-card__body">
        <Badge>{category}</Badge>
        <h3 className="cp-h4">{title}</h3>
        <p className="cp-text cp-muted cp-text-sm">{summary}</p>
        {children}
      </Stack>
    </Card>
  );
}
