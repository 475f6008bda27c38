/** A page section: a landmark-friendly <section> labelled by its heading, with optional tint. */
import type { ReactNode } from 'react';
import type { EditMark } from '@/app/editable';
import { Container } from './layout';
import { SectionHeading } from './SectionHeading';
import './ui.css';

export interface SectionProps {
  id?: string;
  /** When given, an h2 (with `lead`) is rendered and labels the section. */
  title?: string;
  lead?: ReactNode;
  eyebrow?: string;
  tone?: 'plain' | 'tinted' | 'dark';
  align?: 'center' | 'start';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
  /** Label for a section without a visible heading. */
  'aria-label'?: string;
  /** Marks for editing on the page (src/app/editable.ts) of the title and the lead. */
  titleMark?: EditMark;
  leadMark?: EditMark;
}

export function Section({
  id,
  title,
  lead,
  eyebrow,
  tone = 'plain',
  align = 'center',
  size = 'lg',
  children,
  'aria-label': ariaLabel,
  titleMark,
  leadMark,
}: SectionProps) {
  const headingId = title ? `${id ?? slug(title)}-heading` : undefined;
  return (
    <section
      id={id}
      className={`cp-section${tone === 'plain' ? '' : ` cp-section--${tone}`}`}
      aria-labelledby={headingId}
      aria-label={headingId ? undefined : ariaLabel}
    >
      <Container size={size}>
        {title ? (
          <SectionHeading
            id={headingId}
            title={title}
            lead={lead}
            eyebrow={eyebrow}
            align={align}
            titleMark={titleMark}
            leadMark={leadMark}
          />
        ) : null}
        {children}
      </Container>
    </section>
  );
}

export const slug = (value: string): string =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
