/**
 * The shared section components of the service and portfolio detail pages, one per section kind,
 * built on the public site's UI primitives (src/components/ui).
 */

import type { PageSectionsField } from '@schemas/parts/page-sections';
import { useSiteText } from '@/app/site-text';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CtaBand } from '@/components/ui/CtaBand';
import { FeatureCard } from '@/components/ui/FeatureCard';
import { Illustration } from '@/components/ui/Illustration';
import { Icon } from '@/components/ui/icons';
import { Card, Grid } from '@/components/ui/layout';
import { PageHero } from '@/components/ui/PageHero';
import { Section } from '@/components/ui/Section';
import { StatGrid } from '@/components/ui/StatGrid';
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
}

type Block<K extends BlockOf<PageSectionsField>['kind']> = {
  block: BlockOf<PageSectionsField, K>;
} & SectionProps;
type Action = BlockOf<PageSectionsField, 'cta'>['actions'][number];

function Actions({ actions, onDark }: { actions: readonly Action[]; onDark: boolean }) {
  return actions.map((action, index) => (
    <ButtonLink
      key={action.label}
      href={action.href}
      size="md"
      variant={index === 0 ? (onDark ? 'white' : 'filled') : 'outline'}
      tone={index === 0 || !onDark ? 'brand' : 'white'}
    >
      {action.label}
    </ButtonLink>
  ));
}

export function DetailHero({ block: section, overview }: Block<'hero'>) {
  const { breadcrumb } = section;
  const frame = useSiteText('frame');
  return (
    <PageHero
      id="hero"
      title={section.title}
      subtitle={section.lead}
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
      actions={section.actions.length ? <Actions actions={section.actions} onDark /> : undefined}
      aside={<Illustration image={section.image} width={480} height={360} className="dp-hero-art" priority />}
    />
  );
}

export function CardGrid({ block: section, tone }: Block<'cards'>) {
  const count = section.cards.length;
  return (
    <Section
      id={section.anchor || undefined}
      title={section.heading}
      lead={section.intro || undefined}
      tone={tone}
    >
      <Grid cols={{ base: 1, sm: 2, md: count === 4 ? 2 : 3 }}>
        {section.cards.map((card) => (
          <FeatureCard
            key={card.title}
            title={card.title}
            description={card.description}
            bullets={card.bullets}
            icon={<DetailIcon name={card.icon} />}
          />
        ))}
      </Grid>
    </Section>
  );
}

export function TabbedSection({ block: section, tone }: Block<'tabs'>) {
  return (
    <Section
      id={section.anchor || undefined}
      title={section.heading}
      lead={section.intro || undefined}
      tone={tone}
    >
      <Tabs
        items={section.tabs.map((tab, index) => ({
          value: tab.id || `tab-${index + 1}`,
          label: tab.label,
          panel: (
            <Grid cols={{ base: 1, sm: 2, md: tab.items.length === 3 ? 3 : 4 }}>
              {tab.items.map((item) => (
                <FeatureCard
                  key={item.title}
                  title={item.title}
                  description={item.description}
                  icon={item.icon ? <DetailIcon name={item.icon} /> : undefined}
                />
              ))}
            </Grid>
          ),
        }))}
      />
    </Section>
  );
}

export function BenefitTiles({ block: section, tone }: Block<'benefits'>) {
  const count = section.benefits.length;
  return (
    <Section
      id={section.anchor || undefined}
      title={section.heading}
      lead={section.intro || undefined}
      tone={tone}
    >
      <Grid cols={{ base: 1, sm: 2, md: count === 4 ? 4 : 3 }}>
        {section.benefits.map((benefit) => (
          <div key={benefit.title} className="dp-benefit">
            <span className="cp-card__icon dp-benefit__icon">
              <DetailIcon name={benefit.icon} />
            </span>
            <h3 className="cp-h4">{benefit.title}</h3>
            <p className="cp-text cp-muted cp-text-sm">{benefit.description}</p>
          </div>
        ))}
      </Grid>
    </Section>
  );
}

export function StatsBand({ block: section, tone }: Block<'stats'>) {
  if (section.variant === 'strip') {
    return (
      <section id={section.anchor || undefined} aria-label={section.heading} className="dp-stat-strip">
        <div className="dp-stat-strip__inner">
          <StatGrid items={section.stats} tone="dark" />
        </div>
      </section>
    );
  }
  return (
    <Section
      id={section.anchor || undefined}
      title={section.heading}
      lead={section.intro || undefined}
      tone={tone}
    >
      <StatGrid items={section.stats} />
    </Section>
  );
}

export function ProcessSteps({ block: section, tone }: Block<'process'>) {
  return (
    <Section
      id={section.anchor || undefined}
      title={section.heading}
      lead={section.intro || undefined}
      tone={tone}
    >
      <Grid as="ol" cols={{ base: 1, sm: 2, md: 4 }} className="dp-plain-list">
        {section.steps.map((step, index) => (
          <li key={step.title} className="dp-step">
            <span className="dp-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="cp-h4 cp-mt-sm">{step.title}</h3>
            <p className="cp-text cp-muted cp-text-sm dp-step__text">{step.description}</p>
          </li>
        ))}
      </Grid>
    </Section>
  );
}

export function IndustryGrid({ block: section, tone }: Block<'industries'>) {
  return (
    <Section
      id={section.anchor || undefined}
      title={section.heading}
      lead={section.intro || undefined}
      tone={tone}
    >
      <Grid as="ul" cols={{ base: 1, sm: 2, md: 3 }} className="dp-plain-list">
        {section.industries.map((industry) => (
          <li key={industry.name} className="dp-industry">
            <span className="cp-card__icon dp-industry__icon">
              <DetailIcon name={industry.icon} />
            </span>
            <div>
              <h3 className="cp-h5">{industry.name}</h3>
              <p className="cp-text cp-muted cp-text-sm dp-industry__text">{industry.description}</p>
            </div>
          </li>
        ))}
      </Grid>
    </Section>
  );
}

export function TestimonialList({ block: section, tone }: Block<'testimonials'>) {
  return (
    <Section
      id={section.anchor || undefined}
      title={section.heading}
      lead={section.intro || undefined}
      tone={tone}
    >
      <Grid cols={{ base: 1, md: 3 }}>
        {section.testimonials.map((testimonial) => (
          <Card as="figure" key={testimonial.name} padding="xl">
            <span className="dp-quote-mark">
              <Icon name="quote" />
            </span>
            <blockquote className="cp-text cp-mt-sm">{testimonial.quote}</blockquote>
            <figcaption className="cp-mt-md">
              <span className="cp-strong dp-block">{testimonial.name}</span>
              <span className="cp-muted cp-text-sm">
                {testimonial.role}, {testimonial.company}
              </span>
            </figcaption>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}

export function BenefitChecklist({ block: section, tone }: Block<'benefit-list'>) {
  return (
    <Section
      id={section.anchor || undefined}
      title={section.heading}
      lead={section.intro || undefined}
      tone={tone}
      size="md"
    >
      <Grid as="ul" cols={{ base: 1, sm: 2 }} gap="md" className="dp-plain-list">
        {section.items.map((item) => (
          <li key={item} className="dp-check">
            <DetailIcon name="check" />
            <span>{item}</span>
          </li>
        ))}
      </Grid>
    </Section>
  );
}

export function ClosingCta({ block: section }: Block<'cta'>) {
  return (
    <CtaBand id="closing-cta" heading={section.heading} text={section.text}>
      <Actions actions={section.actions} onDark />
    </CtaBand>
  );
}
