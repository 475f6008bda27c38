/**
 * The value at a field's address (./field-paths.ts), read or replaced: a key's value, a list's row
 * by its place or by its stable id. Apart from the address's own reading and writing, so that a
 * visitor's page, which writes addresses on its marks but never follows one, loads none of this.
 */
import { rowStep, type Step, stepsOf } from './field-paths';

/** Where a step is in a list or record: a row by id is found by its id; undefined where there is none. */
export function placeOf(current: object, step: Step): string | number | undefined {
  if (typeof step !== 'object') return step;
  if (!Array.isArray(current)) return undefined;
  const index = current.findIndex((row) => {
    const own = rowStep(row, -1);
    return typeof own === 'object' && own.id === step.id;
  });
  return index === -1 ? undefined : index;
}

/** The value one step into `current`: a key's value, or a list's row by its place or id. */
export const stepInto = (current: unknown, step: Step): unknown => {
  if (current === null || typeof current !== 'object') return undefined;
  const at = placeOf(current, step);
  return at === undefined ? undefined : (current as Record<string | number, unknown>)[at];
};

/** The value at an address (`home.title`, `cards[2].label`, `cards[#a].label`); undefined where there is none. */
export const valueAt = (value: unknown, address: string): unknown =>
  stepsOf(address).reduce<unknown>(stepInto, value);

/** `value` with the value at `address` replaced by `change(it)` (copied along the path; nothing else is, nor anything when there is no such value). */
export function updateAt(value: unknown, address: string, change: (current: unknown) => unknown): unknown {
  const update = (current: unknown, steps: Step[]): unknown => {
    const [step, ...rest] = steps;
    if (step === undefined) return change(current);
    if (current === null || typeof current !== 'object') return current;
    const at = placeOf(current, step);
    if (at === undefined) return current;
    const inner = (current as Record<string | number, unknown>)[at];
    const changed = update(inner, rest);
    if (changed === inner) return current;
    const copy = (Array.isArray(current) ? [...current] : { ...current }) as Record<string | number, unknown>;
    copy[at] = changed;
    return copy;
  };
  return update(value, stepsOf(address));
}
