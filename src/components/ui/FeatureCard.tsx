/** A card with an icon, a title, a description, optional bullets and optional actions. */
import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import './ui.css';

export interface FeatureCardProps {
  title: string;
  description?: ReactNode;
  icon?: IconName | ReactNode;
  /** Background of the icon tile; dark enough for white glyphs. */
  accent?: string;
  bullets?: readonly string[];
  /** Heading level inside the page outline. */
  order?: 3 | 4;
  children?: ReactNode;
}

export function FeatureCard({
  title,
  description,
  icon,
  accent = '#4f008c',
  bullets,
  order = 3,
  children,
}: FeatureCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" className="cp-card">
      <Stack gap="sm" h="100%">
        {icon ? (
          <span className="cp-card__icon" style={{ background: accent }}>
            {typeof icon === 'string' ? <Icon name={icon as IconName} /> : icon}
          </span>
        ) : null}
        <Title order={order} fz="h4">
          {title}
        </Title>
        {description ? (
          <Text component="div" c="gray.7">
            {description}
          </Text>
        ) : null}
        {bullets?.length ? (
          <ul className="cp-bullets">
            {bullets.map((bullet) => (
              <li key={bullet}>
                <Icon name="check" size={16} />
                <Text component="span" size="sm">
                  {bullet}
                </Text>
              </li>
            ))}
          </ul>
        ) : null}
        {children ? <div style={{ marginTop: 'auto', paddingTop: 8 }}>{children}</div> : null}
      </Stack>
    </Card>
  );
}
