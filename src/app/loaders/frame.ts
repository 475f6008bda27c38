/** The root route's loader: the site frame's settings and words, which every page and the not-found page show. */
import branding from '@schemas/branding';
import fonts from '@schemas/fonts';
import footer from '@schemas/footer';
import header from '@schemas/header';
import { frame, notFound } from '@schemas/parts/site-text/frame';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { settingsLoader } from '../settings-loader';

export default settingsLoader({
  fonts,
  branding,
  header,
  footer,
  siteText: siteTextPart({ frame, notFound }),
});
