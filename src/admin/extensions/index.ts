/**
 * Per-entity editors, by admin tab key, for the tabs whose interaction the spec makes special.
 * Every other tab gets the generic EntityEditor.
 */
import type { ComponentType } from 'react';
import type { Entity } from '@/schema-kit/entity';

export type EditorExtension = ComponentType<{ entity: Entity }>;

export const editorExtensions: Record<string, EditorExtension> = {};
