/**
 * Rendering a blocks field on a public page: one component per kind, in a map the compiler checks
 * against the field's kinds, so a kind added to a schema fails the build until it has a component.
 * Each component gets its own row type (`block`), plus whatever the page gives every block (`props`:
 * a background, say), and React keys are the rows' stable ids.
 */
import type { ComponentType, ReactElement } from 'react';

type Row = { id: string; kind: string };

/** One component for every kind of `R`, each given its own row type and the page's props `P`. */
export type BlockComponents<R extends Row, P extends object = object> = {
  [K in R['kind']]: ComponentType<{ block: Extract<R, { kind: K }> } & P>;
};

/** The rows as elements, in order, each drawn by its kind's component. */
export function renderBlocks<R extends Row, P extends object = object>(
  rows: readonly R[],
  components: BlockComponents<R, P>,
  props?: (row: R, index: number) => P,
): ReactElement[] {
  return rows.map((row, index) => {
    const Component = components[row.kind as R['kind']] as ComponentType<{ block: R } & P>;
    return <Component key={row.id} block={row} {...(props?.(row, index) as P)} />;
  });
}
