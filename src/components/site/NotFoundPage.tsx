import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container, Stack } from '@/components/ui/layout';
import { SiteLayout } from './SiteLayout';
import './site.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <SiteLayout>
      <Container size="sm" className="cp-not-found">
        <Stack align="center" gap="md">
          <p className="cp-not-found__code" aria-hidden="true">
            404
          </p>
          <h1 className="cp-h1">Oops! Page not found</h1>
          <p className="cp-text cp-muted">The page you are looking for does not exist or has moved.</p>
          <ButtonLink href="/" size="md">
            Return to Home
          </ButtonLink>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
