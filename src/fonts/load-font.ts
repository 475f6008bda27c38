/**
 * Loads a catalogue font on demand. Each font is its own chunk (a dynamic import of its @fontsource
 * latin CSS, regular and bold), fetched only when the font is chosen or previewed; nothing comes
 * from another host. Inter is bundled with the site and never loaded here. A font that cannot be
 * loaded leaves the Inter fallback of its CSS stack in place.
 */

const LOADERS: Record<string, () => Promise<unknown>> = {
  Poppins: () =>
    Promise.all([import('@fontsource/poppins/latin-400.css'), import('@fontsource/poppins/latin-700.css')]),
  Roboto: () =>
    Promise.all([import('@fontsource/roboto/latin-400.css'), import('@fontsource/roboto/latin-700.css')]),
  Montserrat: () =>
    Promise.all([
      import('@fontsource/montserrat/latin-400.css'),
      import('@fontsource/montserrat/latin-700.css'),
    ]),
  'Source Sans Pro': () =>
    Promise.all([
      import('@fontsource/source-sans-pro/latin-400.css'),
      import('@fontsource/source-sans-pro/latin-700.css'),
    ]),
  'Playfair Display': () =>
    Promise.all([
      import('@fontsource/playfair-display/latin-400.css'),
      import('@fontsource/playfair-display/latin-700.css'),
    ]),
  Merriweather: () =>
    Promise.all([
      import('@fontsource/merriweather/latin-400.css'),
      import('@fontsource/merriweather/latin-700.css'),
    ]),
  Lora: () =>
    Promise.all([import('@fontsource/lora/latin-400.css'), import('@fontsource/lora/latin-700.css')]),
  Nunito: () =>
    Promise.all([import('@fontsource/nunito/latin-400.css'), import('@fontsource/nunito/latin-700.css')]),
  Comfortaa: () =>
    Promise.all([
      import('@fontsource/comfortaa/latin-400.css'),
      import('@fontsource/comfortaa/latin-700.css'),
    ]),
  'Work Sans': () =>
    Promise.all([
      import('@fontsource/work-sans/latin-400.css'),
      import('@fontsource/work-sans/latin-700.css'),
    ]),
  'Crimson Text': () =>
    Promise.all([
      import('@fontsource/crimson-text/latin-400.css'),
      import('@fontsource/crimson-text/latin-700.css'),
    ]),
  Quicksand: () =>
    Promise.all([
      import('@fontsource/quicksand/latin-400.css'),
      import('@fontsource/quicksand/latin-700.css'),
    ]),
  'DM Sans': () =>
    Promise.all([import('@fontsource/dm-sans/latin-400.css'), import('@fontsource/dm-sans/latin-700.css')]),
  Rubik: () =>
    Promise.all([import('@fontsource/rubik/latin-400.css'), import('@fontsource/rubik/latin-700.css')]),
  Ubuntu: () =>
    Promise.all([import('@fontsource/ubuntu/latin-400.css'), import('@fontsource/ubuntu/latin-700.css')]),
  Orbitron: () =>
    Promise.all([import('@fontsource/orbitron/latin-400.css'), import('@fontsource/orbitron/latin-700.css')]),
  Righteous: () => import('@fontsource/righteous/latin-400.css'),
  Oswald: () =>
    Promise.all([import('@fontsource/oswald/latin-400.css'), import('@fontsource/oswald/latin-700.css')]),
  Raleway: () =>
    Promise.all([import('@fontsource/raleway/latin-400.css'), import('@fontsource/raleway/latin-700.css')]),
  Lato: () =>
    Promise.all([import('@fontsource/lato/latin-400.css'), import('@fontsource/lato/latin-700.css')]),
  'Open Sans': () =>
    Promise.all([
      import('@fontsource/open-sans/latin-400.css'),
      import('@fontsource/open-sans/latin-700.css'),
    ]),
  'Bebas Neue': () => import('@fontsource/bebas-neue/latin-400.css'),
  Pacifico: () => import('@fontsource/pacifico/latin-400.css'),
  'Dancing Script': () =>
    Promise.all([
      import('@fontsource/dancing-script/latin-400.css'),
      import('@fontsource/dancing-script/latin-700.css'),
    ]),
};

const loaded = new Map<string, Promise<boolean>>();

/** Whether the catalogue has a loadable web font of this name (Inter needs none). */
export const canLoadFont = (name: string): boolean => name in LOADERS;

/** Resolves true once the font's CSS is in the page; false (with a warning) when it could not be loaded. */
export function loadFont(name: string): Promise<boolean> {
  if (name === 'Inter' || !name) return Promise.resolve(true);
  const loader = LOADERS[name];
  if (!loader) {
    console.warn(`[fonts] "${name}" is not in the font catalogue; Inter is used instead.`);
    return Promise.resolve(false);
  }
  let pending = loaded.get(name);
  if (!pending) {
    pending = loader().then(
      () => true,
      (error: unknown) => {
        console.warn(`[fonts] "${name}" could not be loaded; Inter is used instead.`, error);
        loaded.delete(name);
        return false;
      },
    );
    loaded.set(name, pending);
  }
  return pending;
}
