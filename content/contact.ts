/**
 * The contact page's inquiry forms and its WhatsApp link (spec points 2, 3): the general inquiry;
 * the heading and extra fields of each `?service=` inquiry are in inquiries.ts, loaded only with
 * such a query. The page's own words are its entity's (schemas/pages/contact.ts).
 */

export interface ExtraField {
  name: string;
  label: string;
  type: 'select' | 'textarea' | 'text' | 'date';
  options?: readonly string[];
}

export interface InquiryConfig {
  heading: string;
  description: string;
  fields: ExtraField[];
  /** The value sent as `service` (unknown values become general). */
  key: string;
}

export const inquiryConfig = (
  key: string,
  heading: string,
  description: string,
  fields: ExtraField[],
): InquiryConfig => ({
  key,
  heading,
  description,
  fields,
});

/** The form of a plain /contact visit (and of any unknown `?service=`). */
export const GENERAL_INQUIRY = inquiryConfig(
  'general',
  'General Inquiry',
  'Tell us about your project or question and the right specialist will pick it up.',
  [],
);

/** WhatsApp click-to-chat (digits only in the address) with a prefilled greeting. */
export const whatsappHref = (phone: string, text: string): string =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
