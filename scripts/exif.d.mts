export function withExif(
  jpeg: Uint8Array,
  tags?: { orientation?: number; gps?: { lat: number; lon: number } },
): Uint8Array;
export function metadataIn(bytes: Uint8Array): string[];
