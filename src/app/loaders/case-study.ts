/**
 * A case study's loader: the published, due case study (or the not-found page), its marks' source and
 * the case studies' words.
 */
import caseStudies from '@schemas/case-studies';
import { caseStudies as caseStudiesText } from '@schemas/parts/site-text/case-studies';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { notFound } from '@tanstack/react-router';
import { documentSource } from '../edit-sources';
import type { SlugLoadArgs } from '../from-page';
import { readDocuments } from '../router-context';
import { loadSettings } from '../settings-loader';

export default async ({ context, route, params }: SlugLoadArgs) => {
  const study = await (await readDocuments(context, route.id, caseStudies)).get(caseStudies, params.slug);
  if (!study) throw notFound();
  const { siteText } = await loadSettings(context, route.id, {
    siteText: siteTextPart({ caseStudies: caseStudiesText }),
  });
  return {
    study,
    source: documentSource(caseStudies, study),
    words: siteText.caseStudies,
    languages: study.languages,
    studiesPath: caseStudies.path,
  };
};
