/** Draws a service or solution page from its document: SEO tags, then each section in the owner's order. */

import type { PageSectionsField } from '@schemas/parts/page-sections';
import type { PageDocumentSource } from '@/app/page-document';
import { renderBlocks } from '@/components/blocks/render-blocks';
import { Seo } from '@/components/seo/Seo';
import type { BlockOf } from '@/schema-kit/fields';
import {
  BenefitChecklist,
  BenefitTiles,
  IndustryGrid,
  ProcessSteps,
  StatsBand,
  TestimonialList,
} from './item-sections';
import { CardGrid, ClosingCta, DetailHero, type SectionProps, TabbedSection, type Tone } from './sections';

type Section = BlockOf<PageSectionsField>;

/** What a page document holds that its page shows. */
export interface DetailPageData {
  /** The document's id: the fields' marks name it. */
  id: string;
  title: string;
  seo: { title: string; description: string };
  sections: readonly Section[];
}

export function DetailPage({
  page,
  path,
  overview,
  source,
}: {
  page: DetailPageData;
  path: string;
  overview: string;
  /** The page's document (its collection and id), for marking its fields in edit mode. */
  source: PageDocumentSource;
}) {
  const tones = alternateTones(page.sections);
  return (
    <>
      <Seo
        title={page.seo.title || page.title}
        description={page.seo.description}
        path={path}
        source={source}
      />
      {renderBlocks<Section, SectionProps>(
        page.sections,
        {
          hero: DetailHero,
          cards: CardGrid,
          tabs: TabbedSection,
          benefits: BenefitTiles,
          stats: StatsBand,
          process: ProcessSteps,
          industries: IndustryGrid,
          testimonials: TestimonialList,
          'benefit-list': BenefitChecklist,
          cta: ClosingCta,
        },
        (_, index) => ({ tone: tones[index] ?? 'plain', overview, source }),
      )}
    </>
  );
}

/** Plain, tinted, plain... over the sections between the hero and the closing call to action (the dark stats strip does not count). */
function alternateTones(sections: readonly Section[]): Tone[] {
  let count = 0;
  return sections.map((section) => {
    if (section.kind === 'hero' || section.kind === 'cta') return 'plain';
    if (section.kind === 'stats' && section.variant === 'strip') return 'plain';
    return count++ % 2 === 0 ? 'plain' : 'tinted';
  });
}
