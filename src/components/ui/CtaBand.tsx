/** A closing call to action: heading, text and buttons on the brand gradient. */
import { Container, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import './ui.css';

export interface CtaBandProps {
  heading: string;
  text?: ReactNode;
  /** Buttons, e.g. ButtonLink with variant="white". */
  children?: ReactNode;
  id?: string;
}

export function CtaBand({ heading, text, children, id = 'cta' }: CtaBandProps) {
  return (
    <section className="cp-section cp-cta" id={id} aria-labelledby={`${id}-heading`}>
      <Container size="md">
        <Title order={2} id={`${id}-heading`}>
          {heading}
        </Title>
        {text ? (
          <Text component="div" size="lg" mt="sm" mb="lg" c="gray.1">
            {text}
          </Text>
        ) : null}
        {children ? (
          <Group justify="center" gap="sm">
            {children}
          </Group>
        ) : null}
      </Container>
    </section>
  );
}
