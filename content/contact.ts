/**
 * The contact page's WhatsApp link. The page's own words are its entity's
 * (schemas/pages/contact.ts); the inquiry form's are Site Text's and the questions per `?service=`
 * the Contact Form entity's (schemas/site-text.ts, schemas/contact-form.ts).
 */

/** WhatsApp click-to-chat (digits only in the address) with a prefilled greeting. */
export const whatsappHref = (phone: string, text: string): string =>
  `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
