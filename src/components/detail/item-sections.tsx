/**
 * The detail pages' sections of short items (./sections.tsx has the others and the props every
 * section gets): benefit tiles, figures, process steps, industries, testimonials, a checklist.
 */
import { useEditable } from '@/app/editable';
import { StatGrid } from '@/components/page-parts/StatGrid';
import { Icon } from '@/components/ui/icons';
import { Card, Grid } from '@/components/ui/layout';
import { DetailIcon } from './icons';
import { type Block, MiddleSection } from './sections';

export function BenefitTiles({ block: section, tone, source }: Block<'benefits'>) {
  const editable = useEditable();
  const rows = { sections: section };
  const count = section.benefits.length;
  return (
    <MiddleSection section={section} tone={tone} source={source}>
      <Grid cols={{ base: 1, sm: 2, md: count === 4 ? 4 : 3 }}>
        {section.benefits.map((benefit, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place; its element stays while its words are edited.
          <div key={index} className="dp-benefit">
            <span className="cp-card__icon dp-benefit__icon">
              <DetailIcon name={benefit.icon} />
            </span>
            <h3
              className="cp-h4"
              {...editable(source, 'sections.benefits.benefits.title', { ...rows, benefits: index })}
            >
              {benefit.title}
            </h3>
            <p
              className="cp-text cp-muted cp-text-sm"
              {...editable(source, 'sections.benefits.benefits.description', { ...rows, benefits: index })}
            >
              {benefit.description}
            </p>
          </div>
        ))}
      </Grid>
    </MiddleSection>
  );
}

export function StatsBand({ block: section, tone, source }: Block<'stats'>) {
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
    <MiddleSection section={section} tone={tone} source={source}>
      <StatGrid items={section.stats} />
    </MiddleSection>
  );
}

export function ProcessSteps({ block: section, tone, source }: Block<'process'>) {
  const editable = useEditable();
  const rows = { sections: section };
  return (
    <MiddleSection section={section} tone={tone} source={source}>
      <Grid as="ol" cols={{ base: 1, sm: 2, md: 4 }} className="dp-plain-list">
        {section.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place; its element stays while its words are edited.
          <li key={index} className="dp-step">
            <span className="dp-step__number" aria-hidden="true">
              {index + 1}
            </span>
            <h3
              className="cp-h4 cp-mt-sm"
              {...editable(source, 'sections.process.steps.title', { ...rows, steps: index })}
            >
              {step.title}
            </h3>
            <p
              className="cp-text cp-muted cp-text-sm dp-step__text"
              {...editable(source, 'sections.process.steps.description', { ...rows, steps: index })}
            >
              {step.description}
            </p>
          </li>
        ))}
      </Grid>
    </MiddleSection>
  );
}

export function IndustryGrid({ block: section, tone, source }: Block<'industries'>) {
  const editable = useEditable();
  const rows = { sections: section };
  return (
    <MiddleSection section={section} tone={tone} source={source}>
      <Grid as="ul" cols={{ base: 1, sm: 2, md: 3 }} className="dp-plain-list">
        {section.industries.map((industry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place; its element stays while its words are edited.
          <li key={index} className="dp-industry">
            <span className="cp-card__icon dp-industry__icon">
              <DetailIcon name={industry.icon} />
            </span>
            <div>
              <h3
                className="cp-h5"
                {...editable(source, 'sections.industries.industries.name', { ...rows, industries: index })}
              >
                {industry.name}
              </h3>
              <p
                className="cp-text cp-muted cp-text-sm dp-industry__text"
                {...editable(source, 'sections.industries.industries.description', {
                  ...rows,
                  industries: index,
                })}
              >
                {industry.description}
              </p>
            </div>
          </li>
        ))}
      </Grid>
    </MiddleSection>
  );
}

export function TestimonialList({ block: section, tone, source }: Block<'testimonials'>) {
  const editable = useEditable();
  const rows = { sections: section };
  return (
    <MiddleSection section={section} tone={tone} source={source}>
      <Grid cols={{ base: 1, md: 3 }}>
        {section.testimonials.map((testimonial, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place; its element stays while its words are edited.
          <Card as="figure" key={index} padding="xl">
            <span className="dp-quote-mark">
              <Icon name="quote" />
            </span>
            <blockquote
              className="cp-text cp-mt-sm"
              {...editable(source, 'sections.testimonials.testimonials.quote', {
                ...rows,
                testimonials: index,
              })}
            >
              {testimonial.quote}
            </blockquote>
            <figcaption className="cp-mt-md">
              <span
                className="cp-strong dp-block"
                {...editable(source, 'sections.testimonials.testimonials.name', {
                  ...rows,
                  testimonials: index,
                })}
              >
                {testimonial.name}
              </span>
              <span
                className="cp-muted cp-text-sm"
                {...editable(
                  source,
                  ['sections.testimonials.testimonials.role', 'sections.testimonials.testimonials.company'],
                  { ...rows, testimonials: index },
                )}
              >
                {testimonial.role}, {testimonial.company}
              </span>
            </figcaption>
          </Card>
        ))}
      </Grid>
    </MiddleSection>
  );
}

export function BenefitChecklist({ block: section, tone, source }: Block<'benefit-list'>) {
  const editable = useEditable();
  const rows = { sections: section };
  return (
    <MiddleSection section={section} tone={tone} source={source} size="md">
      <Grid as="ul" cols={{ base: 1, sm: 2 }} gap="md" className="dp-plain-list">
        {section.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an item is its place; its element stays while its words are edited.
          <li key={index} className="dp-check">
            <DetailIcon name="check" />
            <span {...editable(source, 'sections.benefit-list.items', rows)}>{item}</span>
          </li>
        ))}
      </Grid>
    </MiddleSection>
  );
}
