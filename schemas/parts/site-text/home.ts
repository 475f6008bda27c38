/**
 * Site Text (schemas/site-text.ts): the home page's buttons of the service cards and the
 * testimonials' stars.
 */

import * as f from '@/schema-kit/fields';
import { interfaceTexts as texts } from '@/schema-kit/interface-texts';

export const home = f.group(
  'Home',
  texts({
    learnMore: 'Learn More',
    learnMoreAbout: 'about {title}',
    exploreServices: 'Explore All Services',
    rating: 'Rated {rating} out of 5 stars',
  }),
);
