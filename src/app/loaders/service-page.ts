/** A service page's loader: the published document, where it lives and its overview's path. */
import services from '@schemas/services';
import { pageDocumentLoader } from '../page-document';

export default pageDocumentLoader(services);
