/** Home's loader: its hero, the services heading, its page entity and its words. */
import content from '@schemas/content';
import hero from '@schemas/hero';
import page from '@schemas/pages/home';
import { home } from '@schemas/parts/site-text/home';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { settingsLoader } from '../settings-loader';

export default settingsLoader({ hero, content, page, siteText: siteTextPart({ home }) });
