/** The services overview's loader. */
import content from '@schemas/content';
import page from '@schemas/pages/services';
import { settingsLoader } from '../settings-loader';

export default settingsLoader({ content, page });
