export function mirrorMedia<T>(
  published: T,
  dist: string,
  options?: { timeoutMs?: number },
): Promise<{ published: T; copied: number; failed: string[] }>;
