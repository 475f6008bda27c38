export function heroImagePreload(body: string, head: string): string[];
