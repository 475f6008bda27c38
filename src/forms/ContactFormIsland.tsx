/**
 * The contact inquiry form as an island (src/islands/create-island.tsx): prerendered with the page,
 * its code (TanStack Form, Mantine's inputs) loaded when a visitor reaches for it.
 */
import { createIsland } from '@/islands/create-island';
import type { ContactFormProps } from './ContactForm';

export const ContactFormIsland = createIsland<ContactFormProps>(
  'contact-form',
  () =>
    import('./ContactForm').then(({ ContactForm }) => {
      // A new inquiry (another ?service=) starts a new, empty form.
      const ContactFormForInquiry = (props: ContactFormProps) => (
        <ContactForm key={`${props.inquiry.key}-${props.inquiry.heading}`} {...props} />
      );
      return ContactFormForInquiry;
    }),
  { markup: (props) => props.inquiry },
);
