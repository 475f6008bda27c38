import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSiteText } from '@/app/site-text';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container, Stack } from '@/components/ui/layout';
import { SiteLayout } from './SiteLayout';
import './site.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const text = useSiteText('notFound');
  useEffect(() => {
    console.info(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <SiteLayout>
      <Container size="sm" className="cp-not-found">
        <Stack align="center" gap="md">
          <p className="cp-not-found__code" aria-hidden="true">
            {text.code}
          </p>
          <h1 className="cp-h1">{text.heading}</h1>
          <p className="cp-text cp-muted">{text.text}</p>
          <ButtonLink href="/" size="md">
            {text.homeLink}
          </ButtonLink>
        </Stack>
      </Container>
    </SiteLayout>
  );
}
