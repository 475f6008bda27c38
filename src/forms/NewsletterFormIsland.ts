/** The blog's newsletter form as an island (src/islands/create-island.tsx): its code loads when a visitor reaches for it. */
import { createIsland } from '@/islands/create-island';

export const NewsletterFormIsland = createIsland<{ email?: string }>(
  'newsletter-form',
  () => import('./NewsletterForm').then((module) => module.NewsletterForm),
  // The email only shows in the message after a submission.
  { markup: () => null },
);
