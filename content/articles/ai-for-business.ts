/** Seed article: where AI pays off first and how to run a pilot (Artificial Intelligence). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'ai-for-business',
  title: 'Getting Started with AI in Your Business',
  excerpt: 'Where AI pays off first, what data you need and how to run a small pilot without big risks.',
  body: doc(
    p(
      'Since the arrival of ChatGPT, almost every leadership team we meet has been asked the same question by its board: “What is our AI strategy?” Many respond with a large programme, a long list of use cases and a budget to match. In our experience the companies that get value from AI start differently – with one process, one measurable goal and a pilot that ends in a clear decision.',
    ),
    h2('Where AI pays off first'),
    p(
      'The first successful projects share three traits: the task is repeated thousands of times, there is historical data about it, and a mistake is cheap to catch. Across our clients, four areas come up again and again:',
    ),
    ul(
      [
        b('Demand forecasting. '),
        'Predicting sales per product and location from history, seasons, promotions and holidays. A food distributor we work with cut waste by 22% with daily machine-learning forecasts.',
      ],
      [
        b('Document processing. '),
        'Reading invoices, delivery notes, contracts and ID documents in Arabic and English, and entering the data into ERP systems for a person to confirm.',
      ],
      [
        b('Customer service. '),
        'Sorting incoming messages by topic and urgency, and drafting replies that an agent checks and sends.',
      ],
      [
        b('Predictive maintenance. '),
        'Spotting equipment – chillers, pumps, vehicles – that is likely to fail, from sensor readings and service history.',
      ],
    ),
    p(
      'Notice what is not on the list: fully automated decisions about customers, credit or employees. Those may come later, but they carry regulatory and reputational risks that a first project should avoid.',
    ),
    h2('What data you need'),
    p(
      'AI projects fail more often for data reasons than for algorithm reasons. Before a pilot, check four things:',
    ),
    ol(
      [
        b('Quantity. '),
        'For forecasting, at least two years of history, so the model has seen each season and holiday – including Ramadan, which moves by about eleven days each year – more than once.',
      ],
      [
        b('Quality. '),
        'Missing values, duplicated products and changed codes need fixing before modelling, not after.',
      ],
      [
        b('Access. '),
        'Someone must be able to extract the data regularly and automatically, not only once by hand.',
      ],
      [
        b('Permission. '),
        'Personal data must be handled in line with the UAE’s Personal Data Protection Law and the rules of every country you operate in. Decide early what may leave your environment, especially if you plan to use a cloud AI service.',
      ],
    ),
    h2('How to run a small pilot'),
    p('A good pilot takes eight to twelve weeks and a team of four or five people:'),
    ol(
      'Choose one process and record its baseline today: cost, time, error rate or waste.',
      'Agree in writing what result would justify going further, for example “forecast error 20% lower than the current spreadsheet”.',
      'Build the simplest model that could work. A well-tuned gradient-boosting model often beats a complex neural network on business data, and it is easier to explain.',
      'Test it on data it has never seen, then run it alongside the current process for four weeks.',
      'Compare against the baseline and make a decision: scale it, change it or stop it.',
    ),
    p(
      'The team should include a business owner who will use the result, a data engineer, a data scientist and one or two people who do the work today. ',
      i('The users matter most:'),
      ' a model that people do not trust will be ignored, however accurate it is.',
    ),
    h2('Risks and trade-offs'),
    p(
      'Generative AI tools can write fluent answers that are wrong, so keep a person in the loop wherever an error would reach a customer. Models trained on history repeat the patterns in that history, including its biases. Usage-based pricing of AI services can grow quickly at scale, so estimate running costs during the pilot, not after. And every model drifts as the business changes: plan who will monitor its accuracy and retrain it.',
    ),
    p(
      'None of these risks is a reason to wait. They are reasons to start small, measure honestly and build the skills inside your organisation as you go.',
    ),
    p(
      'Our ',
      a('AI and machine learning team', '/services/ai-ml'),
      ' helps companies choose a first use case and run the pilot end to end. If you have a process in mind, ',
      a('tell us about it', '/contact?service=data-analytics'),
      ' and we will tell you honestly whether AI is the right tool.',
    ),
  ),
  cover: {
    src: '/images/blog/ai.svg',
    alt: 'Illustration of the outline of a brain, standing for artificial intelligence',
  },
  author: { member: 'ahmed-al-rashid' },
  category: 'Artificial Intelligence',
  tags: ['AI', 'Strategy'],
  publishedAt: '2024-01-30T09:00:00.000Z',
  featured: false,
  seo: {
    title: 'Getting Started with AI in Your Business: A Pilot Plan',
    description:
      'Where AI pays off first, the data you need before you begin, and how to run an eight to twelve week pilot that ends with a clear decision to scale or to stop.',
  },
};
