/**
 * The descriptions an entity keeps apart from its schema (`admin.descriptions`), loaded with its
 * tab: null while they load, {} for an entity without any (or when they cannot load: the form still
 * edits every field).
 */
import { useEffect, useState } from 'react';
import type { Entity } from '@/schema-kit/entity';
import type { Descriptions } from '../renderer/describe-schema';

export function useDescriptions(entity: Entity): Descriptions | null {
  const [descriptions, setDescriptions] = useState<Descriptions | null>(null);
  useEffect(() => {
    const load = entity.admin?.descriptions;
    let cancelled = false;
    if (!load) setDescriptions({});
    else
      load().then(
        (loaded) => !cancelled && setDescriptions(loaded as Descriptions),
        () => !cancelled && setDescriptions({}),
      );
    return () => {
      cancelled = true;
    };
  }, [entity]);
  return descriptions;
}
