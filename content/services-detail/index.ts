/** The service pages the site starts with (the services collection's seeds), in the menu's order. */
import aiMl from './ai-ml';
import cloud from './cloud';
import digitalTransformation from './digital-transformation';
import mobileApps from './mobile-apps';
import webDevelopment from './web-development';

export const SERVICE_SEEDS = [webDevelopment, mobileApps, cloud, aiMl, digitalTransformation];
