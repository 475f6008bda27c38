import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteLayout } from './SiteLayout';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <SiteLayout>
      <Container size="sm" py={96}>
        <Stack align="center" gap="md" ta="center">
          <Text fz={96} fw={800} c="brand" lh={1} aria-hidden="true">
            404
          </Text>
          <Title order={1}>Oops! Page not found</Title>
          <Text c="gray.7">The page you are looking for does not exist or has moved.</Text>
          <Button component={Link} to="/" size="md">
            Return to Home
          </Button>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
