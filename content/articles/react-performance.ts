/** Seed article: five React performance techniques (Software Development). */
import { a, b, doc, h2, h3, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'react-performance',
  title: 'Five Ways to Make Your React App Faster',
  excerpt: 'Practical techniques we use on client projects to cut load times and keep interfaces smooth.',
  body: doc(
    p(
      'A slow interface costs more than patience. On a retail client’s product pages we saw the conversion rate fall by roughly 7% for every additional second of load time on mobile. Most React applications we are asked to rescue are not slow because of React; they are slow because of how much they ship, how often they re-render and what they ask the browser to do on the main thread.',
    ),
    p(
      'These are the five techniques that make the biggest difference on our client projects, in the order we apply them.',
    ),
    h2('First, measure'),
    p(
      'Never optimise from a hunch. Before changing any code we record three numbers on a mid-range Android phone over a throttled 4G connection, because that is what many of your customers actually use:',
    ),
    ul(
      [b('Largest Contentful Paint (LCP)'), ': aim for under 2.5 seconds.'],
      [b('Interaction to Next Paint (INP)'), ': aim for under 200 milliseconds.'],
      [b('Cumulative Layout Shift (CLS)'), ': aim for under 0.1.'],
    ),
    p(
      'Lighthouse and WebPageTest give the lab view; the React DevTools Profiler shows which components render and for how long. If you can, add real-user monitoring so that you see the numbers from the field, not only from your office network.',
    ),
    h2('The five techniques'),
    h3('1. Split the bundle by route'),
    p(
      'A single JavaScript bundle means every visitor downloads the admin screens, the charts library and the date picker before they see the home page. Load each route with ',
      i('React.lazy'),
      ' and a dynamic ',
      i('import()'),
      ', wrapped in a Suspense boundary. On one logistics dashboard this took the initial script from 1.2 MB to 380 KB and brought LCP from 4.1 to 2.2 seconds.',
    ),
    h3('2. Stop unnecessary re-renders'),
    p(
      'When a parent re-renders, its children do too. Keep state as close as possible to where it is used, split large contexts into smaller ones, and wrap expensive children in ',
      i('memo'),
      ' with stable props. Use the Profiler’s “why did this render” information rather than sprinkling ',
      i('useMemo'),
      ' everywhere: memoisation has its own cost and makes code harder to read.',
    ),
    h3('3. Virtualise long lists'),
    p(
      'A table of 5,000 rows creates tens of thousands of DOM nodes. A virtualised list (TanStack Virtual or react-window) renders only the 30 or 40 rows on screen. For a freight client’s shipment table this cut the render time from 1.8 seconds to about 120 milliseconds, and scrolling became smooth on older laptops.',
    ),
    h3('4. Treat images and fonts as part of the code'),
    p(
      'Images are usually the LCP element. Serve them in WebP or AVIF at the size they are displayed, always set width and height so the layout does not jump, lazy-load anything below the fold and give the hero image ',
      i('fetchpriority="high"'),
      '. Self-host fonts, subset them to the characters you need – including Arabic, if your site is bilingual – and use font-display: swap.',
    ),
    h3('5. Keep the main thread free'),
    p(
      'Typing in a search box should never wait for a list to filter. Mark slow updates as non-urgent with ',
      i('useTransition'),
      ' or ',
      i('useDeferredValue'),
      ', move heavy calculations such as parsing a large CSV into a Web Worker, and render static content on the server or at build time so that the browser has less to do after the page arrives.',
    ),
    h2('The trade-offs'),
    p(
      'Every technique has a price. Code splitting adds loading states that need design attention. Virtualised lists complicate in-page search and printing, and need care to stay accessible to screen readers. Server rendering adds infrastructure and a class of hydration bugs. We only adopt a technique when the measurement shows a real problem it solves, and we remove optimisations that no longer pay for themselves.',
    ),
    h2('A checklist for your next release'),
    ol(
      'Record LCP, INP and CLS on a mid-range phone before and after the change.',
      'Check the bundle analyser: nothing on the first route that the first route does not use.',
      'Profile the three most common interactions and fix anything above 100 milliseconds.',
      'Audit the largest image on each key page for size, format and priority.',
      'Add a performance budget to your build so that regressions fail the pipeline, not your customers.',
    ),
    p(
      'Performance is not a one-off project; it is a habit that a team keeps. If you would like a second opinion on an existing application, our ',
      a('web development team', '/services/web-development'),
      ' runs focused performance reviews that end with a prioritised list of fixes. ',
      a('Tell us about your application', '/contact?service=web'),
      ' and we will suggest where to start.',
    ),
  ),
  cover: {
    src: '/images/blog/code.svg',
    alt: 'Illustration of angle brackets and a slash, the symbol for source code',
  },
  author: { member: 'sarah-mitchell' },
  category: 'Software Development',
  tags: ['React', 'Performance'],
  publishedAt: '2024-03-05T09:00:00.000Z',
  featured: false,
  seo: {
    title: 'Five Ways to Make Your React App Faster',
    description:
      'Route splitting, fewer re-renders, virtual lists, lean images and a free main thread: five React techniques that cut load times, with the numbers to check.',
  },
};
