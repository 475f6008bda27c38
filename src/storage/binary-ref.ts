/** How settings refer to an image kept in IndexedDB (./binary-store): `idb:<id>`. */
import { stringsIn } from '@/schema-kit/json-strings';

export const BINARY_REF_PREFIX = 'idb:';
export const isBinaryRef = (value: string): boolean => value.startsWith(BINARY_REF_PREFIX);

/** The image references anywhere in a settings value. */
export const binaryRefsIn = (value: unknown): Set<string> => new Set(stringsIn(value).filter(isBinaryRef));
