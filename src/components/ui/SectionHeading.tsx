/** A section's h2 with an optional eyebrow and lead paragraph. */
import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import './ui.css';

export interface SectionHeadingProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  id?: string;
  align?: 'center' | 'start';
  order?: 2 | 3;
}

export function SectionHeading({
  title,
  lead,
  eyebrow,
  id,
  align = 'center',
  order = 2,
}: SectionHeadingProps) {
  return (
    <div className={`cp-heading${align === 'start' ? ' cp-heading--start' : ''}`}>
      {eyebrow ? (
        <Text tt="uppercase" fw={700} fz="sm" c="pink.9" mb={6} style={{ letterSpacing: '0.08em' }}>
          {eyebrow}
        </Text>
      ) : null}
      <Title order={order} id={id}>
        {title}
      </Title>
      {lead ? (
        <Text component="div" size="lg" mt="sm" style={{ opacity: 0.85 }}>
          {lead}
        </Text>
      ) : null}
    </div>
  );
}
