/**
 * The shared section components of the service and portfolio detail pages, one per section kind,
 * built on the public site's UI primitives (src/components/ui): the hero, the cards, the tabs and the
 * closing call to action here, the sections of short items in ./item-sections.tsx. In edit mode each
 * shown field carries its mark (src/app/editable.ts): a block by its id, an item by its place.
 */

import type { PageSectionsField } from '@schemas/parts/page-sections';
import type { ReactNode } from 'react';
import { useEditable } from '@/app/editable';
import type { PageDocumentSource } from '@/app/page-document';
import { useSiteText } from '@/app/site-text';
import { CtaBand } from '@/components/page-parts/CtaBand';
import { FeatureCard } from '@/components/page-parts/FeatureCard';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Illustration } from '@/components/ui/Illustration';
import { Grid } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { Tabs } from '@/components/ui/Tabs';
import type { BlockOf } from '@/schema-kit/fields';
import { DetailIcon } from './icons';
import './detail.css';

/** Background of a middle section; the page alternates them so neighbouring sections stay distinct. */
export type Tone = 'plain' | 'tinted';

/** What the page gives every section besides its block: its background and the pages' overview. */
export interface SectionProps {
  tone: Tone;
  /** The overview page of the collection (/services, /portfolio): the breadcrumb's middle link. */
  overview: string;
  /** The page's document, for marking its fields in edit mode. */
  source: PageDocumentSource;
}

export type Block<K extends BlockOf<PageSectionsField>['kind']> = {
  block: BlockOf<PageSectionsField, K>;
} & SectionProps;
type Action = BlockOf<PageSectionsField, 'cta'>['actions'][number];

/** The kinds between the hero and the closing call to action: each has an anchor, a heading and an introduction. */
type MiddleKind = Exclude<BlockOf<PageSectionsField>['kind'], 'hero' | 'cta'>;

/**
 * A middle section's frame: its anchor, heading and introduction (marked in edit mode) over its
 * content, on its background.
 */
export function MiddleSection({
  section,
  tone,
  source,
  size,
  children,
}: {
  section: BlockOf<PageSectionsField, MiddleKind>;
  tone: Tone;
  source: PageDocumentSource;
  size?: 'md';
  children: ReactNode;
}) {
  const editable = useEditable();
  const rows = { sections: section };
  return (
    <Section
      id={section.anchor || undefined}
      title={section.heading}
      titleMark={editable(source, `sections.${section.kind}.heading`, rows)}
      lead={section.intro || undefined}
      leadMark={editable(source, `sections.${section.kind}.intro`, rows)}
      tone={tone}
      size={size}
    >
      {children}
    </Section>
  );
}

function Actions({
  actions,
  onDark,
  mark,
}: {
  actions: readonly Action[];
  onDark: boolean;
  /** The marks of a button's label and address, by its place. */
  mark: (index: number) => { 'data-edit'?: string };
}) {
  return actions.map((action, index) => (
    <ButtonLink
      // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place; its element stays while its words are edited.
      key={index}
      {...mark(index)}
      href={action.href}
      size="md"
      variant={index === 0 ? (onDark ? 'white' : 'filled') : 'outline'}
      tone={index === 0 || !onDark ? 'brand' : 'white'}
    >
      {action.label}
    </ButtonLink>
  ));
}

export function DetailHero({ block: section, overview, source }: Block<'hero'>) {
  const { breadcrumb } = section;
  const frame = useSiteText('frame');
  const editable = useEditable();
  const rows = { sections: section };
  return (
    <PageHero
      id="hero"
      title={section.title}
      titleMark={editable(source, 'sections.hero.title', rows)}
      subtitle={section.lead}
      subtitleMark={editable(source, 'sections.hero.lead', rows)}
      eyebrow={section.eyebrow}
      breadcrumb={
        breadcrumb
          ? [
              { label: frame.home, href: '/' },
              { label: breadcrumb, href: overview },
              { label: section.title },
            ]
          : undefined
      }
      actions={
        section.actions.length ? (
          <Actions
            actions={section.actions}
            onDark
            mark={(index) =>
              editable(source, ['sections.hero.actions.label', 'sections.hero.actions.href'], {
                ...rows,
                actions: index,
              })
            }
          />
        ) : undefined
      }
      aside={<Illustration image={section.image} width={480} height={360} className="dp-hero-art" priority />}
    />
  );
}

export function CardGrid({ block: section, tone, source }: Block<'cards'>) {
  const editable = useEditable();
  const rows = { sections: section };
  const count = section.cards.length;
  return (
    <MiddleSection section={section} tone={tone} source={source}>
      <Grid cols={{ base: 1, sm: 2, md: count === 4 ? 2 : 3 }}>
        {section.cards.map((card, index) => (
          <FeatureCard
            // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place; its element stays while its words are edited.
            key={index}
            title={card.title}
            titleMark={editable(source, 'sections.cards.cards.title', { ...rows, cards: index })}
            description={card.description}
            descriptionMark={editable(source, 'sections.cards.cards.description', { ...rows, cards: index })}
            bullets={card.bullets}
            icon={<DetailIcon name={card.icon} />}
          />
        ))}
      </Grid>
    </MiddleSection>
  );
}

export function TabbedSection({ block: section, tone, source }: Block<'tabs'>) {
  const editable = useEditable();
  const rows = { sections: section };
  return (
    <MiddleSection section={section} tone={tone} source={source}>
      <Tabs
        items={section.tabs.map((tab, index) => ({
          value: tab.id || `tab-${index + 1}`,
          label: tab.label,
          labelMark: editable(source, 'sections.tabs.tabs.label', { ...rows, tabs: index }),
          panel: (
            <Grid cols={{ base: 1, sm: 2, md: tab.items.length === 3 ? 3 : 4 }}>
              {tab.items.map((item, place) => (
                <FeatureCard
                  // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place; its element stays while its words are edited.
                  key={place}
                  title={item.title}
                  titleMark={editable(source, 'sections.tabs.tabs.items.title', {
                    ...rows,
                    tabs: index,
                    items: place,
                  })}
                  description={item.description}
                  descriptionMark={editable(source, 'sections.tabs.tabs.items.description', {
                    ...rows,
                    tabs: index,
                    items: place,
                  })}
                  icon={item.icon ? <DetailIcon name={item.icon} /> : undefined}
                />
              ))}
            </Grid>
          ),
        }))}
      />
    </MiddleSection>
  );
}

export function ClosingCta({ block: section, source }: Block<'cta'>) {
  const editable = useEditable();
  const rows = { sections: section };
  return (
    <CtaBand
      id="closing-cta"
      heading={section.heading}
      headingMark={editable(source, 'sections.cta.heading', rows)}
      text={section.text}
      textMark={editable(source, 'sections.cta.text', rows)}
    >
      <Actions
        actions={section.actions}
        onDark
        mark={(index) =>
          editable(source, ['sections.cta.actions.label', 'sections.cta.actions.href'], {
            ...rows,
            actions: index,
          })
        }
      />
    </CtaBand>
  );
}
