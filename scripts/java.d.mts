export function javaCommand(): string | undefined;
