/**
 * Which form the contact page shows: the general inquiry (its heading is Site Text's), or the one
 * of a `?service=` value (the Contact Form entity, read only for such a URL). The service value is
 * what the inquiry is sent with; an unknown one is the general inquiry.
 */
import type contactFormEntity from '@schemas/contact-form';
import type { SiteText } from '@/app/site-text';
import type { SettingsOf } from '@/schema-kit/entity';

export type ContactFormSettings = SettingsOf<typeof contactFormEntity>;
export type InquiryQuestion = ContactFormSettings['meeting']['questions'][number];

export interface Inquiry {
  /** The value sent as `service` ('general' for the general inquiry). */
  key: string;
  heading: string;
  description: string;
  fields: readonly InquiryQuestion[];
}

/** The form of a plain /contact visit and of any unknown `?service=`. */
export const generalInquiry = ({ contactForm }: Pick<SiteText, 'contactForm'>): Inquiry => ({
  key: 'general',
  heading: contactForm.heading,
  description: contactForm.description,
  fields: [],
});

/** The form of a `?service=` (and `?type=`) pair; undefined for the general inquiry. */
export function inquiryFor(
  form: ContactFormSettings,
  service: string | undefined,
  type?: string,
): Inquiry | undefined {
  if (type === 'meeting' && service === 'investment') {
    const { heading, description, questions } = form.meeting;
    return { key: 'investment', heading, description, fields: questions };
  }
  if (!service || !Object.hasOwn(form.services, service)) return undefined;
  const { heading, description, questions } = form.services[service as keyof typeof form.services];
  return { key: service, heading, description, fields: questions };
}
