/**
 * The contact page's loader. A ?service= inquiry's heading and questions (the Contact Form entity)
 * load with it; the plain page, the general inquiry, needs none of them. Undefined: the general inquiry.
 */
import page from '@schemas/pages/contact';
import { contactForm as contactFormText } from '@schemas/parts/site-text/contact-form';
import { contactPage } from '@schemas/parts/site-text/contact-page';
import { forms } from '@schemas/parts/site-text/forms';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { inquiryFor } from '@/forms/inquiry';
import type { LoadArgs } from '../from-page';
import { loadSettings } from '../settings-loader';

export default async ({
  context,
  route,
  deps: { service, type },
}: LoadArgs & {
  deps: { service?: string; type?: string };
}) => {
  const settings = await loadSettings(context, route.id, {
    page,
    siteText: siteTextPart({ contactPage, forms, contactForm: contactFormText }),
  });
  if (!service && !type) return { ...settings, inquiry: undefined };
  const contactForm = (await import('@schemas/contact-form')).default;
  const { form } = await loadSettings(context, route.id, { form: contactForm });
  return { ...settings, inquiry: inquiryFor(form, service, type) };
};
