/** Draws a detail page (service or portfolio) from its entry: SEO tags, then each section in order. */

import type { DetailPageData, DetailSection } from '@content/detail-types';
import { Seo } from '@/components/seo/Seo';
import {
  BenefitChecklist,
  BenefitTiles,
  CardGrid,
  ClosingCta,
  DetailHero,
  IndustryGrid,
  ProcessSteps,
  StatsBand,
  TabbedSection,
  TestimonialList,
  type Tone,
} from './sections';

function SectionView({ section, tone }: { section: DetailSection; tone: Tone }) {
  switch (section.kind) {
    case 'hero':
      return <DetailHero section={section} />;
    case 'cards':
      return <CardGrid section={section} tone={tone} />;
    case 'tabs':
      return <TabbedSection section={section} tone={tone} />;
    case 'benefits':
      return <BenefitTiles section={section} tone={tone} />;
    case 'stats':
      return <StatsBand section={section} tone={tone} />;
    case 'process':
      return <ProcessSteps section={section} tone={tone} />;
    case 'industries':
      return <IndustryGrid section={section} tone={tone} />;
    case 'testimonials':
      return <TestimonialList section={section} tone={tone} />;
    case 'benefit-list':
      return <BenefitChecklist section={section} tone={tone} />;
    case 'cta':
      return <ClosingCta section={section} />;
  }
}

export function DetailPage({ page, path }: { page: DetailPageData; path: string }) {
  const tones = alternateTones(page.sections);
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={path} />
      {page.sections.map((section, index) => (
        <SectionView key={sectionKey(section)} section={section} tone={tones[index] ?? 'plain'} />
      ))}
    </>
  );
}

/** Plain, tinted, plain... over the sections between the hero and the closing call to action (the dark stats strip does not count). */
function alternateTones(sections: readonly DetailSection[]): Tone[] {
  let count = 0;
  return sections.map((section) => {
    if (section.kind === 'hero' || section.kind === 'cta') return 'plain';
    if (section.kind === 'stats' && section.variant === 'strip') return 'plain';
    return count++ % 2 === 0 ? 'plain' : 'tinted';
  });
}

const sectionKey = (section: DetailSection): string =>
  section.kind === 'hero' || section.kind === 'cta' ? section.kind : section.id;
