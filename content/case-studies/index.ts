/**
 * The default case studies: the spec's six portfolio case studies, each with a full
 * body. The case-studies collection's schema uses them as its seed documents, in the order the
 * portfolio page shows them.
 */
import bankingMobileApp from './banking-mobile-app';
import demandForecastingWithAi from './demand-forecasting-with-ai';
import logisticsTrackingPlatform from './logistics-tracking-platform';
import retailCloudMigration from './retail-cloud-migration';
import securityOperationsUpgrade from './security-operations-upgrade';
import solarPoweredFacilities from './solar-powered-facilities';

export const CASE_STUDY_SEEDS = [
  retailCloudMigration,
  logisticsTrackingPlatform,
  bankingMobileApp,
  securityOperationsUpgrade,
  demandForecastingWithAi,
  solarPoweredFacilities,
];
