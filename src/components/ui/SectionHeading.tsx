/** A section's h2 with an optional eyebrow and lead paragraph. */
import type { ReactNode } from 'react';
import type { EditMark } from '@/app/editable';
import './ui.css';

export interface SectionHeadingProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  id?: string;
  align?: 'center' | 'start';
  order?: 2 | 3;
  /** Marks for editing on the page (src/app/editable.ts) of the title and the lead. */
  titleMark?: EditMark;
  leadMark?: EditMark;
}

export function SectionHeading({
  title,
  lead,
  eyebrow,
  id,
  align = 'center',
  order = 2,
  titleMark,
  leadMark,
}: SectionHeadingProps) {
  const Heading = order === 2 ? 'h2' : 'h3';
  return (
    <div className={`cp-heading${align === 'start' ? ' cp-heading--start' : ''}`}>
      {eyebrow ? <p className="cp-eyebrow cp-heading__eyebrow">{eyebrow}</p> : null}
      <Heading className={order === 2 ? 'cp-h2' : 'cp-h3'} id={id} {...titleMark}>
        {title}
      </Heading>
      {lead ? (
        <div className="cp-text-lg cp-heading__lead" {...leadMark}>
          {lead}
        </div>
      ) : null}
    </div>
  );
}
