/**
 * Contact page content (spec points 2, 3, 9): the contact list and business hours. The inquiry
 * form's words are Site Text's and the questions per `?service=` the Contact Form entity's
 * (schemas/site-text.ts, schemas/contact-form.ts).
 */

/** WhatsApp click-to-chat (digits only in the address) with a prefilled greeting. */
export const WHATSAPP_GREETING = 'Hello Connectia! I would like to know more about your services.';
export const whatsappHref = (phone: string, text = WHATSAPP_GREETING): string =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;

export const BUSINESS_HOURS = [
  { days: 'Monday to Friday', hours: '9:00 AM to 6:00 PM' },
  { days: 'Saturday and Sunday', hours: 'Closed' },
];
