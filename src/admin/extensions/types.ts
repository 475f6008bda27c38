import type { ComponentType } from 'react';
import type { Entity } from '@/schema-kit/entity';

export type EditorExtension = ComponentType<{ entity: Entity }>;
