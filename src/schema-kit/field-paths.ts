/**
 * Typed paths into an entity's settings, so an editor that reaches for a field by name is checked by
 * the compiler: renaming a field in its schema fails every editor that still uses the old name.
 *   FieldPath<{ box: { colour: string }; items: { title: string }[] }>
 *     = 'box' | 'box.colour' | 'items' | 'items.title'   (a list's item fields, as descriptors nest)
 *   ValuePath<...> = 'box' | 'box.colour' | 'items'      (what a single value can be set at)
 */

type Plain<T> = T extends readonly unknown[] ? never : T extends object ? T : never;

export type FieldPath<T> = {
  [K in keyof Plain<T> & string]:
    | K
    | (Plain<T>[K] extends readonly (infer Item)[]
        ? Item extends object
          ? `${K}.${FieldPath<Item>}`
          : never
        : Plain<T>[K] extends object
          ? `${K}.${FieldPath<Plain<T>[K]>}`
          : never);
}[keyof Plain<T> & string];

export type ValuePath<T> = {
  [K in keyof Plain<T> & string]:
    | K
    | (Plain<T>[K] extends readonly unknown[]
        ? never
        : Plain<T>[K] extends object
          ? `${K}.${ValuePath<Plain<T>[K]>}`
          : never);
}[keyof Plain<T> & string];

export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<T[Head], Rest>
    : never
  : P extends keyof T
    ? T[P]
    : never;
