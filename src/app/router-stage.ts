/**
 * The router, evaluated as a stage of its own by the entry (src/main.tsx) before the app that uses
 * it: importing this module evaluates the 'router' chunk (scripts/vite/chunk-groups.ts) and nothing else.
 */
export { createRouter } from '@tanstack/react-router';
