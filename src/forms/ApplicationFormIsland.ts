/** The job application form as an island (src/islands/create-island.tsx): its code loads when a visitor reaches for it. */
import { createIsland } from '@/islands/create-island';
import type { ApplicationFormProps } from './ApplicationForm';

export const ApplicationFormIsland = createIsland<ApplicationFormProps>(
  'application-form',
  () => import('./ApplicationForm').then((module) => module.ApplicationForm),
  // The email only shows in the message after a submission.
  { markup: ({ positions, preselect }) => [positions, preselect] },
);
