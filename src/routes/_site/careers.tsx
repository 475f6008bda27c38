import { jobTypeName } from '@content/job-types';
import { createFileRoute, useLoaderData } from '@tanstack/react-router';
import { useState } from 'react';
import { fromPage } from '@/app/from-page';
import { CareersHero } from '@/components/page-parts/CareersHero';
import { FeatureCard } from '@/components/page-parts/FeatureCard';
import { Seo } from '@/components/seo/Seo';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Columns } from '@/components/ui/Columns';
import { scrollToId } from '@/components/ui/href';
import { Icon, type IconName } from '@/components/ui/icons';
import { Badge, Card, Grid, Group, Stack } from '@/components/ui/layout';
import { Section } from '@/components/ui/Section';
import { ApplicationForm } from '@/forms/ApplicationForm';
import { useFormMessages } from '@/forms/form-messages';
import { fill } from '@/schema-kit/template';

export const Route = createFileRoute('/_site/careers')({
  loader: fromPage(() => import('@/app/loaders/careers')),
  component: CareersPage,
});

interface Opening {
  key: string;
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  salary: string;
  skills: string[];
  description: string;
}

const BENEFIT_ICONS: IconName[] = ['heart', 'globe', 'book', 'award', 'clock', 'users'];

function CareersPage() {
  const { hero, benefits, jobs, page, sources, siteText: text } = Route.useLoaderData();
  const formMessages = useFormMessages(Route.id);
  const { footer } = useLoaderData({ from: '__root__' });
  const otherPosition = text.applicationForm.otherPosition;
  const [preselect, setPreselect] = useState<{ position: string; nonce: number }>();

  // The open positions are the active job postings (Job Posting Management), nothing else.
  const openings: Opening[] = jobs.postings
    .filter((job) => job.active)
    .map((job, index) => ({ ...job, key: `posting-${job.id || index}` }));
  const positionOptions = [...new Set([...openings.map((o) => o.title), otherPosition])];
  const activeBenefits = benefits.items.filter((item) => item.active);

  const applyFor = (position: string) => {
    setPreselect({ position, nonce: Date.now() });
    scrollToId('application-form', 0);
  };

  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path="/careers" source={sources.page} />
      <CareersHero hero={hero.careers} source={sources.hero} breadcrumb={page.hero.breadcrumb} />
      <Section id="benefits" title={page.benefits.title} lead={page.benefits.lead}>
        {activeBenefits.length ? (
          <Grid cols={{ base: 1, sm: 2, lg: 3 }}>
            {activeBenefits.map((item, index) => (
              <FeatureCard
                key={item.id || item.title}
                icon={BENEFIT_ICONS[index % BENEFIT_ICONS.length]}
                title={item.title}
                description={item.description}
              />
            ))}
          </Grid>
        ) : (
          <p className="cp-text cp-center cp-muted">{text.careers.noBenefits}</p>
        )}
      </Section>
      <Section id="positions" tone="tinted" title={page.positions.title} lead={page.positions.lead}>
        <Stack gap="md">
          {openings.map((job) => (
            <Card key={job.key} as="article" data-testid="job-card">
              <Columns spans={[9, 3]} gap="md" align="center">
                <div>
                  <Stack gap="xs">
                    <Group gap="xs">
                      <h3 className="cp-h4">{job.title}</h3>
                      <Badge>{jobTypeName(text.careers.jobTypes, job.type)}</Badge>
                    </Group>
                    <Group gap="md" className="cp-muted cp-text-sm">
                      <JobFact icon="briefcase">{job.department}</JobFact>
                      <JobFact icon="mapPin">{job.location}</JobFact>
                      {job.experience ? <JobFact icon="clock">{job.experience}</JobFact> : null}
                      {job.salary ? <JobFact icon="trendingUp">{job.salary}</JobFact> : null}
                    </Group>
                    <p className="cp-text cp-text-sm">{job.description}</p>
                    {job.skills.length ? (
                      <Group gap="xs">
                        {job.skills.map((skill) => (
                          <Badge key={skill} variant="outline" tone="gray">
                            {skill}
                          </Badge>
                        ))}
                      </Group>
                    ) : null}
                  </Stack>
                </div>
                <div className="cp-careers__apply">
                  <ButtonLink
                    href="#application-form"
                    onClick={(event) => {
                      event.preventDefault();
                      applyFor(job.title);
                    }}
                    aria-label={fill(text.careers.applyNowFor, { title: job.title })}
                  >
                    {text.careers.applyNow}
                  </ButtonLink>
                </div>
              </Columns>
            </Card>
          ))}
        </Stack>
      </Section>
      <Section id="application-form" title={page.application.title} lead={page.application.lead} size="md">
        <Card padding="xl">
          <ApplicationForm
            text={text}
            messages={formMessages}
            positions={positionOptions}
            preselect={preselect}
            email={footer.company.email}
          />
        </Card>
      </Section>
      <Section id="internships" tone="tinted" title={page.internship.title} lead={page.internship.text}>
        <Grid cols={{ base: 1, sm: 2, lg: 4 }}>
          {page.internship.points.map((point) => (
            <Card key={point}>
              <Group justify="center" gap="xs">
                <Icon name="graduation" />
                <p className="cp-text cp-careers__point">{point}</p>
              </Group>
            </Card>
          ))}
        </Grid>
        <Group justify="center" className="cp-mt-xl">
          <ButtonLink
            href="#application-form"
            size="md"
            radius="xl"
            onClick={(event) => {
              event.preventDefault();
              applyFor(otherPosition);
            }}
          >
            {page.internship.buttonLabel}
          </ButtonLink>
        </Group>
      </Section>
    </>
  );
}

/** One fact of a posting (department, place, experience, salary) with its icon. */
function JobFact({ icon, children }: { icon: IconName; children: string }) {
  return (
    <span className="cp-careers__fact">
      <Icon name={icon} size={16} />
      {children}
    </span>
  );
}
