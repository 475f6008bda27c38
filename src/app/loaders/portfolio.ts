/** The portfolio's loader: its page entity, the case studies' words and the latest case studies. */
import caseStudies from '@schemas/case-studies';
import page from '@schemas/pages/portfolio';
import { caseStudies as caseStudiesText } from '@schemas/parts/site-text/case-studies';
import { siteTextPart } from '@schemas/parts/site-text/part';
import type { LoadArgs } from '../from-page';
import { readDocuments } from '../router-context';
import { loadSettings } from '../settings-loader';

/** How many case studies the portfolio shows. */
const SHOWN = 24;

export default async ({ context, route }: LoadArgs) => {
  const settings = loadSettings(context, route.id, {
    page,
    siteText: siteTextPart({ caseStudies: caseStudiesText }),
  });
  const documents = await readDocuments(context, route.id, caseStudies);
  const studies = await documents.list(caseStudies, { limit: SHOWN });
  return { ...(await settings), studies: studies?.items ?? [], studiesPath: caseStudies.path };
};
