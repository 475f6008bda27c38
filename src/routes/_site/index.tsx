import { Button, Container, Text, Title } from '@mantine/core';
import hero from '@schemas/hero';
import { createFileRoute } from '@tanstack/react-router';
import { settingsLoader } from '@/app/settings-loader';

export const Route = createFileRoute('/_site/')({
  loader: settingsLoader({ hero }),
  component: HomePage,
});

function HomePage() {
  const { hero } = Route.useLoaderData();
  const { home } = hero;
  return (
    <section style={{ background: home.colors.background, color: home.colors.text }}>
      <Container size="lg" py={96}>
        <Title order={1}>{home.title}</Title>
        <Text size="lg">{home.subtitle}</Text>
        <Button component="a" href={home.ctaLink} color="green">
          {home.ctaText}
        </Button>
      </Container>
    </section>
  );
}
