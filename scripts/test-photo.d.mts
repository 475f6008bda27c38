export const PHOTO_GPS: { lat: number; lon: number };
export function makeTestPhoto(
  page: { evaluate: (...args: never[]) => Promise<unknown> },
  options?: { width?: number; height?: number; noise?: number; quality?: number },
): Promise<Uint8Array>;
