/** About's loader: its hero, story and values, the leadership team, its page entity and the cards' words. */
import content from '@schemas/content';
import hero from '@schemas/hero';
import leadership from '@schemas/leadership';
import page from '@schemas/pages/about';
import { leadership as leadershipText } from '@schemas/parts/site-text/leadership';
import { siteTextPart } from '@schemas/parts/site-text/part';
import { settingsLoader } from '../settings-loader';

export default settingsLoader({
  hero,
  content,
  leadership,
  page,
  siteText: siteTextPart({ leadership: leadershipText }),
});
