import { whatsappHref } from '@content/contact';
import { createFileRoute, useLoaderData } from '@tanstack/react-router';
import { useEditable } from '@/app/editable';
import { fromPage } from '@/app/from-page';
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
import { useFormMessages } from '@/forms/form-messages';
import { generalInquiry } from '@/forms/inquiry';

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
  loader: fromPage(() => import('@/app/loaders/contact')),
  component: ContactPage,
});

function ContactPage() {
  // The prerendered page has no query; it hydrates as the general inquiry, then follows ?service=.
  const hydrated = useHydrated();
  const { page, sources, inquiry: queried, siteText: text } = Route.useLoaderData();
  const formMessages = useFormMessages(Route.id);
  const editable = useEditable();
  // Company details come from the footer settings read by the root loader.
  const { footer } = useLoaderData({ from: '__root__' });
  const { company } = footer;
  const frame = useSiteText('frame');
  const inquiry = (hydrated ? queried : undefined) ?? generalInquiry(text);
  const chat = whatsappHref(company.phone, page.details.greeting);
  const tel = `tel:${company.phone.replace(/[^\d+]/g, '')}`;

  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path="/contact" source={sources.page} />
      <PageHero
        title={page.hero.title}
        titleMark={editable(sources.page, 'hero.title')}
        subtitle={page.hero.subtitle}
        subtitleMark={editable(sources.page, 'hero.subtitle')}
        breadcrumb={[{ label: frame.home, href: '/' }, { label: page.hero.breadcrumb }]}
        actions={
          <ButtonLink
            href={chat}
            size="lg"
            radius="xl"
            tone="green"
            leftSection={<BrandIcon name="whatsapp" />}
            aria-label={text.contactPage.chatName}
          >
            {text.contactPage.chat}
          </ButtonLink>
        }
      />
      <Section id="contact" aria-label={text.contactPage.region}>
        <Columns spans={[7, 5]} gap={{ base: 'xl', md: 48 }}>
          <div>
            <Card padding="xl" id="inquiry-form">
              {/* Not keyed by inquiry: what was typed before ?service= applied (at hydration) stays. */}
              <ContactForm inquiry={inquiry} text={text} messages={formMessages} email={company.email} />
            </Card>
          </div>
          <div>
            <Stack gap="lg">
              <h2 className="cp-h3">{page.details.title}</h2>
              <Stack gap="md" as="ul">
                <ContactItem icon="mapPin" label={page.details.office}>
                  <address className="cp-contact-item__address">{company.address}</address>
                </ContactItem>
                <ContactItem icon="phone" label={page.details.phone}>
                  <a href={tel} dir="ltr">
                    {company.phone}
                  </a>
                </ContactItem>
                <ContactItem icon="mail" label={page.details.email}>
                  <a href={`mailto:${company.email}`} dir="ltr">
                    {company.email}
                  </a>
                </ContactItem>
                <ContactItem icon="message" label={page.details.whatsapp}>
                  <Group gap="sm">
                    <p className="cp-text" dir="ltr">
                      {company.phone}
                    </p>
                    <ButtonLink
                      href={chat}
                      size="xs"
                      tone="green"
                      aria-label={text.contactPage.startChatName}
                    >
                      {text.contactPage.startChat}
                    </ButtonLink>
                  </Group>
                </ContactItem>
                <ContactItem icon="clock" label={page.details.hours}>
                  <dl className="cp-hours">
                    {page.hours.rows.map((row, index) => (
                      <div key={row.id || index} className="cp-hours__row">
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
