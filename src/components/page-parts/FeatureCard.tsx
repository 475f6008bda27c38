/** A card with an icon, a title, a description, optional bullets and optional actions. */
import type { ReactNode } from 'react';
import type { EditMark } from '@/app/editable';
import { Icon, type IconName } from '@/components/ui/icons';
import { Card, Stack } from '@/components/ui/layout';
import '@/components/ui/ui.css';

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
  /** Marks for editing on the page (src/app/editable.ts) of the title and the description. */
  titleMark?: EditMark;
  descriptionMark?: EditMark;
}

export function FeatureCard({
  title,
  description,
  icon,
  accent = '#4f008c',
  bullets,
  order = 3,
  children,
  titleMark,
  descriptionMark,
}: FeatureCardProps) {
  const Heading = order === 3 ? 'h3' : 'h4';
  return (
    <Card className="cp-card">
      <Stack gap="sm" className="cp-fill">
        {icon ? (
          <span className="cp-card__icon" style={{ background: accent }}>
            {typeof icon === 'string' ? <Icon name={icon as IconName} /> : icon}
          </span>
        ) : null}
        <Heading className="cp-h4" {...titleMark}>
          {title}
        </Heading>
        {description ? (
          <div className="cp-muted" {...descriptionMark}>
            {description}
          </div>
        ) : null}
        {bullets?.length ? (
          <ul className="cp-bullets">
            {bullets.map((bullet) => (
              <li key={bullet}>
                <Icon name="check" size={16} />
                <span className="cp-text-sm">{bullet}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {children ? <div style={{ marginTop: 'auto', paddingTop: 8 }}>{children}</div> : null}
      </Stack>
    </Card>
  );
}
