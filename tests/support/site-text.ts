/**
 * Site Text as a fresh install has it (its defaults), the failure messages forms send with it, and
 * the contact form's inquiries.
 */
import contactFormEntity from '@schemas/contact-form';
import siteTextEntity from '@schemas/site-text';
import type { SiteText } from '@/app/site-text';
import { deliveryMessages } from '@/forms/deliver';
import { FALLBACK_EMAIL } from '@/forms/fallback-email';
import { generalInquiry, type Inquiry, inquiryFor } from '@/forms/inquiry';
import { defaultsOf } from '@/schema-kit/entity';

export const siteText: SiteText = defaultsOf(siteTextEntity);

export const messages = deliveryMessages(siteText.formMessages, FALLBACK_EMAIL);

/** The contact form a `?service=` (and `?type=`) shows on a fresh install. */
export const contactInquiry = (service?: string, type?: string): Inquiry =>
  inquiryFor(defaultsOf(contactFormEntity), service, type) ?? generalInquiry(siteText);
