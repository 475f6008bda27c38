/**
 * Contact page content (spec points 2, 3, 9): the general inquiry, the contact list and business
 * hours. The heading and extra fields of each `?service=` inquiry are in inquiries.ts, loaded only
 * with such a query.
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
export const WHATSAPP_GREETING = 'Hello Connectia! I would like to know more about your services.';
export const whatsappHref = (phone: string, text = WHATSAPP_GREETING): string =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

export const BUSINESS_HOURS = [
  { days: 'Monday to Friday', hours: '9:00 AM to 6:00 PM' },
  { days: 'Saturday and Sunday', hours: 'Closed' },
];
