/** A solution page's loader: the published document, where it lives and its overview's path. */
import solutions from '@schemas/solutions';
import { pageDocumentLoader } from '../page-document';

export default pageDocumentLoader(solutions);
