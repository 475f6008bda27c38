/** Draws a detail page (service or portfolio) from its entry: SEO tags, then each section in order. */
import { Seo } from '@/components/seo/Seo';
import type { DetailPageData, DetailSection } from './section-types';
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
} from './sections';

function SectionView({ section }: { section: DetailSection }) {
  switch (section.kind) {
    case 'hero':
      return <DetailHero section={section} />;
    case 'cards':
      return <CardGrid section={section} />;
    case 'tabs':
      return <TabbedSection section={section} />;
    case 'benefits':
      return <BenefitTiles section={section} />;
    case 'stats':
      return <StatsBand section={section} />;
    case 'process':
      return <ProcessSteps section={section} />;
    case 'industries':
      return <IndustryGrid section={section} />;
    case 'testimonials':
      return <TestimonialList section={section} />;
    case 'benefit-list':
      return <BenefitChecklist section={section} />;
    case 'cta':
      return <ClosingCta section={section} />;
  }
}

export function DetailPage({ page, path }: { page: DetailPageData; path: string }) {
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={path} />
      {page.sections.map((section) => (
        <SectionView key={sectionKey(section)} section={section} />
      ))}
    </>
  );
}

const sectionKey = (section: DetailSection): string =>
  section.kind === 'hero' || section.kind === 'cta' ? section.kind : section.id;
