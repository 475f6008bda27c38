/** How settings refer to an image kept in IndexedDB (./binary-store): `idb:<id>`. */
export const BINARY_REF_PREFIX = 'idb:';
export const isBinaryRef = (value: string): boolean => value.startsWith(BINARY_REF_PREFIX);
