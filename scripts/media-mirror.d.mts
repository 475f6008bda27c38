export function mirrorMedia<Row extends { value: unknown }>(
  rows: Row[],
  dist: string,
  options?: { timeoutMs?: number },
): Promise<{ rows: Row[]; copied: number; failed: string[] }>;
