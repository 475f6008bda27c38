/** A closing call to action: heading, text and buttons on the brand gradient. */
import type { ReactNode } from 'react';
import type { EditMark } from '@/app/editable';
import { Container, Group } from '@/components/ui/layout';
import '@/components/ui/ui.css';

export interface CtaBandProps {
  heading: string;
  text?: ReactNode;
  /** Buttons, e.g. ButtonLink with variant="white". */
  children?: ReactNode;
  id?: string;
  /** A message after one of the buttons was used, announced as an alert. */
  notice?: ReactNode;
  /** Marks for editing on the page (src/app/editable.ts) of the heading and the text. */
  headingMark?: EditMark;
  textMark?: EditMark;
}

export function CtaBand({
  heading,
  text,
  children,
  id = 'cta',
  notice,
  headingMark,
  textMark,
}: CtaBandProps) {
  return (
    <section className="cp-section cp-cta" id={id} aria-labelledby={`${id}-heading`}>
      <Container size="md">
        <h2 className="cp-h2" id={`${id}-heading`} {...headingMark}>
          {heading}
        </h2>
        {text ? (
          <div className="cp-text-lg cp-cta__text" {...textMark}>
            {text}
          </div>
        ) : null}
        {children ? (
          <Group justify="center" gap="sm">
            {children}
          </Group>
        ) : null}
        <div role="alert" className="cp-cta__notice">
          {notice}
        </div>
      </Container>
    </section>
  );
}
