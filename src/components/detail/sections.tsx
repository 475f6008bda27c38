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
import { Paper, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { ButtonLink, CtaBand, FeatureCard, Icon, PageHero, Section, StatGrid } from '@/components/ui';
import { DetailIcon } from './icons';
import './detail.css';

/** Background of a middle section; the page alternates them so neighbouring sections stay distinct. */
export type Tone = 'plain' | 'tinted';

/** Secondary text with AA contrast on white and on the tinted background. */
const MUTED = 'gray.7';

function Actions({ actions, onDark }: { actions: readonly DetailAction[]; onDark: boolean }) {
  return actions.map((action, index) => (
    <ButtonLink
      key={action.label}
      href={action.href}
      size="md"
      variant={index === 0 ? (onDark ? 'white' : 'filled') : 'outline'}
      color={index === 0 || !onDark ? 'brand' : 'white'}
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
      <SimpleGrid cols={{ base: 1, sm: 2, md: count === 4 ? 2 : 3 }} spacing="lg">
        {section.cards.map((card) => (
          <FeatureCard
            key={card.title}
            title={card.title}
            description={card.description}
            bullets={card.bullets}
            icon={<DetailIcon name={card.icon} />}
          />
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function TabbedSection({ section, tone }: { section: TabsSection; tone: Tone }) {
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
      <Tabs defaultValue={section.defaultTab} variant="pills" radius="xl" color="brand">
        <Tabs.List justify="center" mb="xl" className="dp-tab-list">
          {section.tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} fw={600} className="dp-tab">
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {section.tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <SimpleGrid cols={{ base: 1, sm: 2, md: tab.items.length === 3 ? 3 : 4 }} spacing="lg">
              {tab.items.map((item) => (
                <FeatureCard
                  key={item.title}
                  title={item.title}
                  description={item.description}
                  icon={item.icon ? <DetailIcon name={item.icon} /> : undefined}
                />
              ))}
            </SimpleGrid>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Section>
  );
}

export function BenefitTiles({ section, tone }: { section: BenefitsSection; tone: Tone }) {
  const count = section.benefits.length;
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: count === 4 ? 4 : 3 }} spacing="lg">
        {section.benefits.map((benefit) => (
          <div key={benefit.title} className="dp-benefit">
            <span className="cp-card__icon dp-benefit__icon">
              <DetailIcon name={benefit.icon} />
            </span>
            <Title order={3} fz="h4">
              {benefit.title}
            </Title>
            <Text c={MUTED} size="sm">
              {benefit.description}
            </Text>
          </div>
        ))}
      </SimpleGrid>
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
      <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" className="dp-plain-list">
        {section.steps.map((step, index) => (
          <li key={step.title} className="dp-step">
            <span className="dp-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <Title order={3} fz="h4" mt="sm">
              {step.title}
            </Title>
            <Text c={MUTED} size="sm" mt={6}>
              {step.description}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function IndustryGrid({ section, tone }: { section: IndustriesSection; tone: Tone }) {
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" className="dp-plain-list">
        {section.industries.map((industry) => (
          <li key={industry.name} className="dp-industry">
            <span className="cp-card__icon dp-industry__icon">
              <DetailIcon name={industry.icon} />
            </span>
            <div>
              <Title order={3} fz="h5">
                {industry.name}
              </Title>
              <Text c={MUTED} size="sm" mt={4}>
                {industry.description}
              </Text>
            </div>
          </li>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function TestimonialList({ section, tone }: { section: TestimonialsSection; tone: Tone }) {
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone}>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {section.testimonials.map((testimonial) => (
          <Paper component="figure" key={testimonial.name} withBorder radius="lg" p="xl" m={0}>
            <span className="dp-quote-mark">
              <Icon name="quote" />
            </span>
            <Text component="blockquote" m={0} mt="sm">
              {testimonial.quote}
            </Text>
            <Text component="figcaption" mt="md">
              <Text component="span" fw={700} display="block">
                {testimonial.name}
              </Text>
              <Text component="span" c={MUTED} size="sm">
                {testimonial.role}, {testimonial.company}
              </Text>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}

export function BenefitChecklist({ section, tone }: { section: BenefitListSection; tone: Tone }) {
  return (
    <Section id={section.id} title={section.heading} lead={section.intro} tone={tone} size="md">
      <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="md" className="dp-plain-list">
        {section.items.map((item) => (
          <li key={item} className="dp-check">
            <DetailIcon name="check" />
            <Text component="span">{item}</Text>
          </li>
        ))}
      </SimpleGrid>
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
