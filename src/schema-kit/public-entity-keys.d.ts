/** Made by scripts/public-entity-keys.ts (a plugin in vite.config.ts); read through ./entity-keys.ts. */
declare module 'virtual:public-entity-keys' {
  const keys: readonly string[];
  export default keys;
}
