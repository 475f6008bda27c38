import { BUSINESS_HOURS, whatsappHref } from '@content/contact';
import { contactForm as contactFormText } from '@schemas/parts/site-text/contact-form';
import { forms } from '@schemas/parts/site-text/forms';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { createFileRoute, useLoaderData } from '@tanstack/react-router';
import { loadSettings } from '@/app/settings-loader';
import { useSiteText } from '@/app/site-text';
import { useHydrated } from '@/app/use-hydrated';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { BrandIcon, Icon, type IconName } from '@/components/ui/icons';
import { Card, Group, Stack } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { ContactForm } from '@/forms/ContactForm';
import { formMessagesReader } from '@/forms/form-messages';
import { generalInquiry, inquiryFor } from '@/forms/inquiry';

interface ContactSearch {
  service?: string;
  type?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 100 ? value : undefined;

export const Route = createFileRoute('/_site/contact')({
  validateSearch: (search: Record<string, unknown>): ContactSearch => ({
    service: text(search.service),
    type: text(search.type),
  }),
  loaderDeps: ({ search }) => ({ service: search.service, type: search.type }),
  // A ?service= inquiry's heading and questions (the Contact Form entity) load with it; the plain
  // page, the general inquiry, needs none of them. Undefined: the general inquiry.
  loader: async ({ context, route, deps: { service, type } }) => {
    const { siteText } = await loadSettings(context, route.id, {
      siteText: siteTextPart({ forms, contactForm: contactFormText }),
    });
    const formMessages = formMessagesReader(context, route.id);
    if (!service && !type) return { inquiry: undefined, siteText, formMessages };
    const contactForm = (await import('@schemas/contact-form')).default;
    const { form } = await loadSettings(context, route.id, { form: contactForm });
    return { inquiry: inquiryFor(form, service, type), siteText, formMessages };
  },
  component: ContactPage,
});

function ContactPage() {
  // The prerendered page has no query; it hydrates as the general inquiry, then follows ?service=.
  const hydrated = useHydrated();
  const { inquiry: queried, siteText: text, formMessages } = Route.useLoaderData();
  // Company details come from the footer settings read by the root loader.
  const { footer } = useLoaderData({ from: '__root__' });
  const { company } = footer;
  const frame = useSiteText('frame');
  const inquiry = (hydrated ? queried : undefined) ?? generalInquiry(text);
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
        breadcrumb={[{ label: frame.home, href: '/' }, { label: 'Contact' }]}
        actions={
          <ButtonLink
            href={chat}
            size="lg"
            radius="xl"
            tone="green"
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
            <Card padding="xl" id="inquiry-form">
              {/* Not keyed by inquiry: what was typed before ?service= applied (at hydration) stays. */}
              <ContactForm inquiry={inquiry} text={text} messages={formMessages} email={company.email} />
            </Card>
          </div>
          <div>
            <Stack gap="lg">
              <h2 className="cp-h3">Get in Touch</h2>
              <Stack gap="md" as="ul">
                <ContactItem icon="mapPin" label="Office">
                  <address className="cp-contact-item__address">{company.address}</address>
                </ContactItem>
                <ContactItem icon="phone" label="Phone">
                  <a href={tel}>{company.phone}</a>
                </ContactItem>
                <ContactItem icon="mail" label="Email">
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </ContactItem>
                <ContactItem icon="message" label="WhatsApp">
                  <Group gap="sm">
                    <p className="cp-text">{company.phone}</p>
                    <ButtonLink
                      href={chat}
                      size="xs"
                      tone="green"
                      aria-label="Start Chat on WhatsApp (opens in a new tab)"
                    >
                      Start Chat
                    </ButtonLink>
                  </Group>
                </ContactItem>
                <ContactItem icon="clock" label="Business hours">
                  <dl className="cp-hours">
                    {BUSINESS_HOURS.map((row) => (
                      <div key={row.days} className="cp-hours__row">
                        <dt>{row.days}:</dt>
                        <dd>{row.hours}</dd>
                      </div>
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
    <li className="cp-contact-item">
      <span className="cp-card__icon cp-contact-item__icon">
        <Icon name={icon} />
      </span>
      <div className="cp-contact-item__body">
        <p className="cp-text cp-strong">{label}</p>
        {children}
      </div>
    </li>
  );
}
