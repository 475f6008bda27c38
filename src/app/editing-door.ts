/**
 * The one way public code reaches the editing code (src/editing/): dynamic imports, so a visitor's
 * page never loads it (lint: tests/lint/layering.test.ts; build: tests/prerender/bundle.test.ts).
 * The owner check comes first and is small; the panel (the admin's widgets, Mantine) loads when the
 * owner turns edit mode on.
 */
export const loadOwnerCheck = () => import('@/editing/owner');
export const loadEditPanel = () => import('@/editing/EditPanel');
