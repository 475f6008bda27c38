/** The id of each icon's <symbol> in the page's icon sprite (icon-sprite.ts), shared by the sprite and <Icon>. */
export type SpriteSet = 'icon' | 'brand';

export const spriteId = (set: SpriteSet, name: string): string => `${set}-${name}`;

export const spriteRef = (set: SpriteSet, name: string): string => `#${spriteId(set, name)}`;
