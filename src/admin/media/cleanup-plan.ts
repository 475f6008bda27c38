/**
 * The media clean-up's decision, as pure data: given the bucket's objects, this browser's stored
 * images and every reference (./reference-sources.ts), what is unused. Nothing here removes anything.
 */
import { stringsIn } from '@/schema-kit/json-strings';
import { isBinaryRef } from '@/storage/binary-ref';
import { MEDIA_BUCKET } from '../publish/media-upload';
import type { ReferenceContext, ReferenceSource } from './reference-sources';

export interface References {
  /** Addresses in use now: published values, drafts, unsaved uploads. */
  live: Set<string>;
  /** Addresses only earlier published versions may still hold. */
  history: Set<string>;
}

/** Reads every source; any failure rejects, so a clean-up never runs on partial knowledge. */
export async function gatherReferences(
  context: ReferenceContext,
  sources: readonly ReferenceSource[],
): Promise<References> {
  const references: References = { live: new Set(), history: new Set() };
  for (const source of sources) {
    const into = references[source.kind];
    for (const text of stringsIn(await source.values(context))) into.add(text);
  }
  return references;
}

const PUBLIC_OBJECT = new RegExp(`/storage/v1/object/public/${MEDIA_BUCKET}/([^?#]+)`);

/** The site-media object a public URL names, or undefined. */
export function mediaObjectOf(address: string): string | undefined {
  const match = PUBLIC_OBJECT.exec(address);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

export interface StoredObject {
  name: string;
  size: number;
}

export interface CleanupPlan {
  /** Bucket objects nothing refers to. */
  unusedMedia: StoredObject[];
  /** Bucket objects only earlier published versions refer to. */
  historyOnlyMedia: StoredObject[];
  /** Images in this browser's IndexedDB that no draft or open form refers to. */
  unusedLocal: StoredObject[];
}

export function planCleanup(
  media: readonly StoredObject[],
  local: readonly StoredObject[],
  references: References,
): CleanupPlan {
  const objectsIn = (addresses: Set<string>) =>
    new Set([...addresses].map(mediaObjectOf).filter((name): name is string => name !== undefined));
  const live = objectsIn(references.live);
  const history = objectsIn(references.history);
  return {
    unusedMedia: media.filter((item) => !live.has(item.name) && !history.has(item.name)),
    historyOnlyMedia: media.filter((item) => !live.has(item.name) && history.has(item.name)),
    unusedLocal: local.filter((item) => isBinaryRef(item.name) && !references.live.has(item.name)),
  };
}
