/** The open positions' job types and their shown names: plain data, so pages show a type's name without the Site Text schema. */
import { choiceName } from '@/schema-kit/choice-name';

/** The open positions' job types (schemas/jobs.ts) and the names visitors read for them. */
export const JOB_TYPE_NAMES = {
  fullTime: 'Full-time',
  partTime: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
} as const;

/** The name a job type is shown by: its Site Text name, or the type itself if it has none. */
export const jobTypeName = (names: Readonly<Record<keyof typeof JOB_TYPE_NAMES, string>>, type: string) =>
  choiceName(JOB_TYPE_NAMES, names, type);
