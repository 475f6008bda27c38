import { BUSINESS_HOURS, inquiryFor, whatsappHref } from '@content/contact';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useLoaderData } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { BrandIcon, Icon, type IconName } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { ContactForm } from '@/forms/ContactForm';

interface ContactSearch {
  service?: string;
  type?: string;
}

const noSubscribe = () => () => {};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 100 ? value : undefined;

export const Route = createFileRoute('/_site/contact')({
  validateSearch: (search: Record<string, unknown>): ContactSearch => ({
    service: text(search.service),
    type: text(search.type),
  }),
  component: ContactPage,
});

function ContactPage() {
  const search = Route.useSearch();
  // The prerendered page has no query; it hydrates as the general inquiry, then follows ?service=.
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const service = hydrated ? search.service : undefined;
  const type = hydrated ? search.type : undefined;
  // Company details come from the footer settings read by the root loader.
  const { footer } = useLoaderData({ from: '__root__' });
  const { company } = footer;
  const inquiry = inquiryFor(service, type);
  const chat = whatsappHref(company.phone);
  const tel = `tel:${company.phone.replace(/[^\d+]/g, '')}`;

  return (
    <>
      <Seo
        title="Contact Us"
        description="Talk to Connectia about staffing, software, cloud, AI, data or SAP. Call, email, chat on WhatsApp or send an inquiry."
        path="/contact"
      />
      <PageHero
        title="Contact Us"
        subtitle="Tell us about your project. Our team answers on business days, usually within a few hours."
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Contact' }]}
        actions={
          <ButtonLink
            href={chat}
            size="lg"
            radius="xl"
            color="green.9"
            leftSection={<BrandIcon name="whatsapp" />}
            aria-label="Chat on WhatsApp (opens in a new tab)"
          >
            Chat on WhatsApp
          </ButtonLink>
        }
      />
      <Section id="contact" aria-label="Inquiry form and contact details">
        <Columns spans={[7, 5]} gap={{ base: 'xl', md: 48 }}>
          <div>
            <Card withBorder radius="lg" padding="xl" id="inquiry-form">
              {/* Not keyed by inquiry: what was typed before ?service= applied (at hydration) stays. */}
              <ContactForm inquiry={inquiry} email={company.email} />
            </Card>
          </div>
          <div>
            <Stack gap="lg">
              <Title order={2} fz="h3">
                Get in Touch
              </Title>
              <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                <ContactItem icon="mapPin" label="Office">
                  <address style={{ fontStyle: 'normal' }}>{company.address}</address>
                </ContactItem>
                <ContactItem icon="phone" label="Phone">
                  <a href={tel}>{company.phone}</a>
                </ContactItem>
                <ContactItem icon="mail" label="Email">
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </ContactItem>
                <ContactItem icon="message" label="WhatsApp">
                  <Group gap="sm">
                    <Text>{company.phone}</Text>
                    <ButtonLink
                      href={chat}
                      size="xs"
                      color="green.9"
                      aria-label="Start Chat on WhatsApp (opens in a new tab)"
                    >
                      Start Chat
                    </ButtonLink>
                  </Group>
                </ContactItem>
                <ContactItem icon="clock" label="Business hours">
                  <dl style={{ margin: 0 }}>
                    {BUSINESS_HOURS.map((row) => (
                      <Group key={row.days} gap={6} wrap="wrap">
                        <Text component="dt" fw={600}>
                          {row.days}:
                        </Text>
                        <Text component="dd" m={0}>
                          {row.hours}
                        </Text>
                      </Group>
                    ))}
                  </dl>
                </ContactItem>
              </Stack>
            </Stack>
          </div>
        </Columns>
      </Section>
    </>
  );
}

function ContactItem({
  icon,
  label,
  children,
}: {
  icon: IconName;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="md">
      <span className="cp-card__icon" style={{ background: '#4f008c', flex: 'none' }}>
        <Icon name={icon} />
      </span>
      <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Text fw={700}>{label}</Text>
        {children}
      </div>
    </Group>
  );
}
