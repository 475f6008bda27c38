/** Seed article: designing dashboards that lead to decisions (Data Analytics). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'dashboards-that-work',
  title: 'Dashboards People Actually Use',
  excerpt: 'Why most dashboards are ignored, and how to design ones that lead to better decisions.',
  body: doc(
    p(
      'Last year a distribution client asked us to review their business intelligence estate. They had 140 Power BI reports. The usage logs showed that 23 of them had been opened in the previous 90 days, and only nine were opened every week. The rest had cost time to build, time to maintain and licence fees, and had changed no decisions at all.',
    ),
    p(
      'That ratio is not unusual. Most organisations do not lack dashboards; they lack dashboards that people trust and that answer the questions they actually have. Here is what we have learned about building the second kind.',
    ),
    h2('Why dashboards get ignored'),
    p('When we interview the intended users of an unused dashboard, the reasons are almost always the same:'),
    ul(
      [b('No question behind it. '), 'It was built to “show the data”, so nobody knows what it is for.'],
      [b('Too much on one page. '), 'Twenty charts compete for attention and none of them wins.'],
      [
        b('Numbers that disagree. '),
        'Sales on the dashboard differ from sales in the finance report, so people go back to their spreadsheets.',
      ],
      [b('Stale data. '), 'A daily operations view that refreshes weekly is worse than no view at all.'],
      [b('No owner. '), 'When something looks wrong, there is nobody to ask and nobody who fixes it.'],
    ),
    h2('Start with decisions, not data'),
    p(
      'Before anyone opens a BI tool, we run a one-hour workshop with the people who will use the dashboard and ask three questions: ',
      i('Which decision will this help you make? Who makes it? How often?'),
      ' A warehouse manager deciding every morning which orders to pick first needs a very different view from a board member reviewing margin once a quarter.',
    ),
    p(
      'The answers become a one-page brief listing the decision, the audience, the refresh frequency and no more than seven measures. If a proposed chart does not serve the decision in the brief, it goes on a separate page or nowhere.',
    ),
    h2('Design rules we follow'),
    ol(
      [b('Five to seven headline measures. '), 'More than that and the eye stops reading.'],
      [
        b('Most important number top left. '),
        'People read a screen the way they read a page; put the answer where they look first.',
      ],
      [
        b('Always show a comparison. '),
        'A figure on its own means little. Show it against target, last month or the same period last year, and colour only what needs attention.',
      ],
      [
        b('One definition per measure. '),
        'Agree what “active customer” or “on-time delivery” means, write it down, and show the definition on hover.',
      ],
      [
        b('Summary first, detail on demand. '),
        'Let people drill from region to branch to order, instead of putting every level on the first page.',
      ],
      [
        b('Show when the data was refreshed. '),
        'A small timestamp in the corner prevents most “is this up to date?” messages.',
      ],
    ),
    h2('Keep the numbers trustworthy'),
    p(
      'Design brings people to a dashboard once; trust brings them back. That means a single, documented data model shared by all reports, rather than each report calculating revenue its own way. It means automated checks that stop a refresh when row counts drop sharply or totals stop matching the source system. And it means a named owner for each dashboard who answers questions within a working day.',
    ),
    p(
      'There is a trade-off here. A governed, shared model slows down the analyst who wants a new chart by this afternoon. We usually keep a sandbox area for exploration and promote a report into the governed set only when it has a brief, an owner and a real audience.',
    ),
    h2('Measure adoption, then prune'),
    p(
      'Treat dashboards like products. Power BI, Tableau and Looker all record who opens what; review those numbers every quarter. Improve the reports that are used, ask the audience of the ignored ones what is missing, and retire anything with no views in 90 days. At the distribution client, consolidating 140 reports into nine well-designed ones cut refresh costs by more than half and, more importantly, the operations team now starts every morning meeting with the same screen.',
    ),
    p(
      'If your reports are more numerous than useful, our analytics team can help you find the few that matter. ',
      a('Talk to us about your data', '/contact?service=data-analytics'),
      ', or see how dashboards fit into a wider ',
      a('digital transformation', '/services/digital-transformation'),
      '.',
    ),
  ),
  cover: {
    src: '/images/blog/data.svg',
    alt: 'Illustration of a bar chart with a rising trend line across the bars',
  },
  author: { member: 'omar-haddad' },
  category: 'Data Analytics',
  tags: ['BI', 'Analytics'],
  publishedAt: '2024-02-20T09:00:00.000Z',
  featured: false,
  seo: {
    title: 'Dashboards People Actually Use: Design for Decisions',
    description:
      'Why most business dashboards go unread, and the design rules, data checks and adoption reviews that turn them into tools your teams open every single morning.',
  },
};
