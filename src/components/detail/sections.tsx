/**
 * The shared section components of the service and portfolio detail pages, one per section kind,
 * built on the public site's UI primitives (src/components/ui).
 */

import type {
  BenefitListSection,
  BenefitsSection,
  CardsSection,
  CtaSection,
  DetailAction,
  HeroSection,
  IndustriesSection,
  ProcessSection,
  StatsSection,
  TabsSection,
  TestimonialsSection,
} from '@content/detail-types';
import { ButtonLink, CtaBand, FeatureCard, Icon, PageHero, Section, StatGrid } from '@/components/ui';
import { Card, Grid } from '@/components/ui/layout';
import { Tabs } from '@/components/ui/Tabs';
import { DetailIcon } from './icons';
import './detail.css';

/** Background of a middle section; the page alternates them so neighbouring sections stay distinct. */
export type Tone = 'plain' | 'tinted';

function Actions({ actions, onDark }: { actions: readonly DetailAction[]; onDark: boolean }) {
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

export function DetailHero({ section }: { section: HeroSection }) {
  const { breadcrumb } = section;
  return (
    <PageHero
      id="hero"
      title={section.title}
      subtitle={section.lead}
      eyebrow={section.eyebrow}
      breadcrumb={
        breadcrumb
          ? [
              { label: 'Home', href: '/' },
              { label: breadcrumb.parentLabel, href: breadcrumb.parentHref },
              { label: section.title },
            ]
          : undefined
      }
      actions={section.actions?.length ? <Actions actions={section.actions} onDark /> : undefined}
      aside={
        <img
          className="dp-hero-art"
          src={section.image.src}
          alt={section.image.alt}
          width={480}
          height={360}
        />
      }
    />
  );
}

export function CardGrid({ section, tone }: { section: CardsSection; tone: Tone }) {
  const count = section.cards.length;
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
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

export function TabbedSection({ section, tone }: { section: TabsSection; tone: Tone }) {
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
      <Tabs
        defaultValue={section.defaultTab}
        items={section.tabs.map((tab) => ({
          value: tab.value,
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

export function BenefitTiles({ section, tone }: { section: BenefitsSection; tone: Tone }) {
  const count = section.benefits.length;
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
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

export function StatsBand({ section, tone }: { section: StatsSection; tone: Tone }) {
  if (section.variant === 'strip') {
    return (
      <section id={section.id} aria-label={section.heading} className="dp-stat-strip">
        <div className="dp-stat-strip__inner">
          <StatGrid items={section.stats} tone="dark" />
        </div>
      </section>
    );
  }
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
      <StatGrid items={section.stats} />
    </Section>
  );
}

export function ProcessSteps({ section, tone }: { section: ProcessSection; tone: Tone }) {
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
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

export function IndustryGrid({ section, tone }: { section: IndustriesSection; tone: Tone }) {
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
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

export function TestimonialList({ section, tone }: { section: TestimonialsSection; tone: Tone }) {
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
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

export function BenefitChecklist({ section, tone }: { section: BenefitListSection; tone: Tone }) {
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone} size="md">
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

export function ClosingCta({ section }: { section: CtaSection }) {
  return (
    <CtaBand id="closing-cta" heading={section.heading} text={section.text}>
      <Actions actions={section.actions} onDark />
    </CtaBand>
  );
}
