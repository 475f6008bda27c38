/**
 * How an editor stores an image picked inside a rich-text body: processed like every upload (the
 * images pipeline: resized, WebP, no metadata) and uploaded to the site's media, so the draft shows
 * it on any device. Resolves to the image value with public addresses (alt text empty: the owner
 * writes it). The document editor provides it; without it the body cannot take images.
 */
import { createContext } from 'react';
import type { ImageValue } from '@/schema-kit/image-value';

export type BodyImageUploader = (file: File) => Promise<ImageValue>;

export const BodyImageUploadContext = createContext<BodyImageUploader | undefined>(undefined);
