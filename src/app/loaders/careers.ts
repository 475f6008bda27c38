/** The careers page's loader: its hero, benefits, openings, page entity and words (the application form's too). */
import benefits from '@schemas/benefits';
import hero from '@schemas/hero';
import jobs from '@schemas/jobs';
import page from '@schemas/pages/careers';
import { applicationForm } from '@schemas/parts/site-text/application-form';
import { careers } from '@schemas/parts/site-text/careers';
import { forms } from '@schemas/parts/site-text/forms';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { settingsLoader } from '../settings-loader';

export default settingsLoader({
  hero,
  benefits,
  jobs,
  page,
  siteText: siteTextPart({ careers, forms, applicationForm }),
});
