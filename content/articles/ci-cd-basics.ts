/** Seed article: a starter CI/CD setup for a small team (DevOps). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'ci-cd-basics',
  title: 'CI/CD for Small Teams',
  excerpt:
    'Automated testing and deployment are not only for large companies. A starter setup in one afternoon.',
  body: doc(
    p(
      'Small teams often think continuous integration and delivery are for companies with a platform team and a dozen microservices. In our experience the opposite is true: a team of three to eight developers benefits the most, because nobody has time to spend half a day on a manual release or a weekend on a broken one.',
    ),
    p(
      'This is the starter setup we put in place for clients on day one. It takes an afternoon with GitHub Actions, GitLab CI or Azure Pipelines, and it costs little or nothing on the providers’ free tiers.',
    ),
    h2('What you gain'),
    ul(
      [
        b('Fewer surprises. '),
        'Every change is built and tested the same way before it reaches the main branch.',
      ],
      [
        b('Smaller, safer releases. '),
        'When deploying is one click, you release daily instead of monthly, and each release is easier to check and to undo.',
      ],
      [
        b('Less dependence on one person. '),
        'The release process lives in the repository, not in the head of the developer who happens to know it.',
      ],
    ),
    h2('The one-afternoon setup'),
    ol(
      [
        b('Protect the main branch. '),
        'All changes arrive through pull requests, at least one colleague reviews each one, and merging is blocked until the pipeline passes.',
      ],
      [
        b('Run checks on every pull request. '),
        'Install dependencies from the lock file, then run the linter, the type checker and the unit tests. Keep this stage under ten minutes; a slow pipeline is one people learn to ignore.',
      ],
      [
        b('Build once. '),
        'Produce a single artefact – a container image or a bundle of static files – tagged with the commit hash. The same artefact goes to staging and then to production, so what you tested is what you ship.',
      ],
      [
        b('Deploy to staging automatically. '),
        'Every merge to main updates a staging environment, followed by a short smoke test that opens the key pages and calls the health endpoint.',
      ],
      [
        b('Deploy to production with one approval. '),
        'A manual approval step, by someone other than the author, promotes the artefact. Record who approved what and when.',
      ],
    ),
    h2('Tests worth having'),
    p(
      'You do not need 90% coverage to start. You need tests on the things that would hurt most if they broke: calculations involving money, permissions, and the two or three journeys your customers use every day. A few end-to-end tests of those journeys in a real browser – with Playwright or Cypress – catch more real problems than hundreds of tests of trivial functions.',
    ),
    p(
      'Keep tests deterministic. A test that fails one time in twenty teaches the team to press “retry”, and soon nobody believes a red pipeline. ',
      i('Fix or delete flaky tests the same week you find them.'),
    ),
    h2('Keep secrets and production safe'),
    ul(
      'Store credentials in the CI system’s secret store or a vault, never in the repository or in pipeline logs.',
      'Let the pipeline reach your cloud account through short-lived OpenID Connect tokens instead of long-lived access keys.',
      'Give the production deployment job the narrowest permissions it needs, and nothing else.',
      'Make rollback a first-class operation: redeploying the previous artefact should take one click and less than five minutes.',
      'Run database migrations as a separate, reviewed step that stays compatible with the previous version of the application.',
    ),
    h2('What to add later, and what it costs'),
    p(
      'Once the basics are routine, add dependency and container scanning, preview environments for each pull request, and automated performance or accessibility checks. Each of these adds minutes to the pipeline and some maintenance, so add them one at a time when they address a problem you have actually had.',
    ),
    p(
      'The honest trade-off of CI/CD is discipline. The pipeline only protects you if nobody bypasses it “just this once”. In our projects the rule is simple: if it did not go through the pipeline, it is not in production.',
    ),
    p(
      'Our engineers set up pipelines as part of every ',
      a('web development', '/services/web-development'),
      ' and ',
      a('cloud', '/services/cloud'),
      ' engagement, and our ',
      a('managed services', '/portfolio/managed-services'),
      ' team can run them for you afterwards.',
    ),
  ),
  cover: {
    src: '/images/blog/devops.svg',
    alt: 'Illustration of a gear inside a ring, standing for an automated pipeline',
  },
  author: { member: 'sarah-mitchell' },
  category: 'DevOps',
  tags: ['CI/CD', 'Automation'],
  publishedAt: '2024-02-13T09:00:00.000Z',
  featured: false,
  seo: {
    title: 'CI/CD for Small Teams: A Starter Setup in One Afternoon',
    description:
      'Branch protection, fast checks, one artefact, automatic staging and approved production releases: a CI/CD setup that a small team can build in one afternoon.',
  },
};
