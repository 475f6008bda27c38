/**
 * The default articles: the spec's featured post and six posts, each with a full body.
 * The articles collection's schema uses them as its seed documents. Newest first.
 */
import aiForBusiness from './ai-for-business';
import ciCdBasics from './ci-cd-basics';
import cloudCostControl from './cloud-cost-control';
import dashboardsThatWork from './dashboards-that-work';
import futureOfItStaffing from './future-of-it-staffing';
import phishingDefence from './phishing-defence';
import reactPerformance from './react-performance';

export const ARTICLE_SEEDS = [
  futureOfItStaffing,
  reactPerformance,
  cloudCostControl,
  dashboardsThatWork,
  ciCdBasics,
  phishingDefence,
  aiForBusiness,
];
