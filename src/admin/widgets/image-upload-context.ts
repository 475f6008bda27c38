/**
 * How an editor stores an image picked inside a rich-text body: checked, then uploaded to the
 * site's media (the same path as other uploads), resolving to its public address. The document
 * editor provides it; without it the body's image button says images cannot be added here.
 */
import { createContext } from 'react';

export type BodyImageUploader = (file: File) => Promise<string>;

export const BodyImageUploadContext = createContext<BodyImageUploader | undefined>(undefined);
