/** Seed case study: machine-learning demand forecasts for a food distributor (AI & Data). */
import { a, b, doc, h2, i, ol, p, ul } from '@content/rich-text';

export default {
  slug: 'demand-forecasting-with-ai',
  title: 'Demand Forecasting with AI',
  excerpt: 'Machine learning forecasts that plan stock for 3,000 products across the region.',
  client: 'Food distributor',
  industry: 'Food Distribution',
  category: 'AI & Data',
  service: 'data-analytics',
  duration: '3 months',
  teamSize: '4 data scientists',
  technologies: ['Python', 'scikit-learn', 'Power BI'],
  challenge:
    'The distributor supplies supermarkets, hotels and restaurants with around 3,000 products from four warehouses, many of them chilled or fresh with a shelf life of days. Planners ordered stock from spreadsheets based on eight-week averages, which could not anticipate Ramadan, school holidays, the summer drop in tourism or a customer’s promotion. The result was both too much and too little: perishable waste worth several per cent of sales, and empty shelves for customers on the products that mattered most.',
  solution:
    'We built daily forecasts per product and warehouse with gradient-boosted models in Python and scikit-learn, trained on three years of orders together with calendar, promotion, price and weather data. Islamic calendar holidays were modelled explicitly because they move every year. Forecasts run every night in an automated pipeline and appear in Power BI, where planners see suggested orders, the reasons behind them and their accuracy, and can override any figure with a note.',
  results: [
    { value: '22%', label: 'less waste' },
    { value: 'Daily', label: 'forecast updates for 3,000 products' },
  ],
  body: doc(
    p(
      'A food distributor supplying supermarkets, hotels and restaurants across the region asked a simple question: could machine learning tell its planners how much of each product to order? With around 3,000 products, four warehouses and a large share of chilled and fresh goods, every forecasting error became either waste or a missed sale.',
    ),
    h2('From spreadsheets to a baseline'),
    p(
      'The planners were experienced, but their tools were not. Orders were based on eight-week moving averages adjusted by hand. We began by measuring that method honestly on the previous year’s data. Its weighted error (WAPE) was 38% at product and warehouse level, and far worse around holidays. That number became the baseline every model had to beat.',
    ),
    p('We gathered three years of history and the factors that planners said drove demand:'),
    ul(
      'orders by product, customer and warehouse, per day;',
      'customer promotions and price changes;',
      'the Islamic and Gregorian calendars – Ramadan, the two Eids, school terms and public holidays;',
      'temperature, which moves demand for drinks, ice cream and salads;',
      'hotel occupancy trends, as a guide to the hospitality customers’ needs.',
    ),
    p(
      'Cleaning this data took about a third of the project. Some 140 products had changed codes over the three years and had to be joined back to their own history. More subtly, days when a product was out of stock showed zero sales; we flagged them, so the model would not learn that nobody wanted the product on those days.',
    ),
    h2('Choosing the model'),
    p(
      'We compared three approaches on the same held-out months: classical statistical models per product, a neural network, and gradient-boosted trees from scikit-learn trained across all products at once. The gradient-boosted model was the most accurate, trained in minutes rather than hours, and could show which factors drove each forecast. We chose it, and kept the statistical models as a fallback for new products with little history.',
    ),
    p(
      'The model cut the weighted error from 38% to 24% overall, and by more than half in the weeks around Ramadan, when the old averages were always a month behind. ',
      i('An accurate forecast is only useful if planners act on it,'),
      ' so most of the remaining work went into how forecasts reach them.',
    ),
    h2('Putting forecasts to work'),
    ol(
      [
        b('A nightly pipeline. '),
        'Every night the pipeline loads the day’s orders, checks them for gaps and anomalies, retrains where needed and writes new forecasts for the next 28 days.',
      ],
      [
        b('Suggested orders in Power BI. '),
        'Planners open one report each morning with suggested quantities per product and warehouse, the expected shelf life and the main reasons for each change.',
      ],
      [
        b('Overrides with a reason. '),
        'Planners can change any figure, for example for a new contract the model cannot know about, and add a note. Overrides are tracked, and their accuracy is compared with the model’s every month.',
      ],
      [
        b('Monitoring. '),
        'Accuracy per category is shown every week, and an alert is raised if it drifts beyond agreed limits.',
      ],
    ),
    p(
      'The trade-off we discussed most was automation. The model could have placed orders directly, but the planners’ knowledge of customers and suppliers was real. We chose suggested orders with overrides, and within two months planners accepted the suggestions unchanged for about 85% of products.',
    ),
    h2('Results'),
    p(
      'Over the first six months, waste of perishable products fell by 22% compared with the same period a year earlier, while product availability for customers improved. Forecasts are updated daily for all 3,000 products, and planners spend their time on the exceptions rather than on the spreadsheet.',
    ),
    p(
      'Read more about our ',
      a('AI and machine learning services', '/services/ai-ml'),
      ', or ',
      a('talk to our data team', '/contact?service=data-analytics'),
      ' about forecasting for your business.',
    ),
  ),
  cover: { src: '/images/portfolio/ai.svg', alt: 'Illustration of a forecast chart and neural network' },
  quote: {
    text: 'Ramadan used to be the month we dreaded. This year the forecasts were ready before we were, and our waste fell while our customers had fuller shelves.',
    author: 'Sanjay Menon',
    role: 'Supply Chain Director, food distributor',
  },
  publishedAt: '2023-09-20T09:00:00.000Z',
};
