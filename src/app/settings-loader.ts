/**
 * A typed route loader for entity settings:
 *   loader: settingsLoader({ hero: heroEntity })  ->  Route.useLoaderData().hero is HeroSettings
 * and `.sources.hero` is what the page's marks name it by (./edit-sources.ts). It records which
 * entities the route read, so a change re-runs only the loaders that use it.
 */
import type { AnyRoute } from '@tanstack/react-router';
import { isAdminOnly, type PublicReadable, type SettingsOf } from '@/schema-kit/entity';
import type { ReadLocale } from '@/schema-kit/read-stored';
import { type SourcesOf, sourcesOf } from './edit-sources';
import { type RouterContext, recordRead } from './router-context';
import { yieldToMain } from './yield-to-main';

/** The page's language, and for a language other than English the entity's translations of its defaults. */
export async function readLocale(context: RouterContext, key: string): Promise<ReadLocale> {
  if (context.locale === 'en') return {};
  const { dictionaryFor } = await import('@/storage/translations');
  return { locale: context.locale, dictionary: await dictionaryFor(context.locale, key) };
}

export type SettingsMap<M extends Record<string, PublicReadable>> = { [K in keyof M]: SettingsOf<M[K]> };

/** The entities a page reads, by the names it reads them under: any name but `sources`. */
type Named<M> = M & { sources?: never };

/** The values by the names they were read under, and their sources beside them. */
export type LoadedSettings<M extends Record<string, PublicReadable>> = SettingsMap<M> & {
  sources: SourcesOf<M>;
};

/**
 * Only public entities: an admin-only one (`access: 'admin'`) does not compile here, and is refused
 * at run time too, so no page can ever show or embed its value.
 */
export async function loadSettings<const M extends Record<string, PublicReadable>>(
  context: RouterContext,
  routeId: string,
  entities: Named<M>,
): Promise<LoadedSettings<M>> {
  for (const entity of Object.values(entities)) {
    if (isAdminOnly(entity)) {
      throw new Error(`"${entity.key}" is an admin-only entity: public pages cannot read it.`);
    }
  }
  const store = await context.settings.get();
  const pairs = await Promise.all(
    Object.entries(entities).map(async ([name, entity]) => {
      recordRead(context, routeId, entity.key);
      // Each entity is read and checked against its schema in a task of its own: a page reads up to
      // eight while it hydrates, and together they were one long task on a phone.
      await yieldToMain();
      return [name, await store.read(entity, await readLocale(context, entity.key))] as const;
    }),
  );
  return { ...(Object.fromEntries(pairs) as SettingsMap<M>), sources: sourcesOf(entities) };
}

export function settingsLoader<const M extends Record<string, PublicReadable>>(entities: Named<M>) {
  return ({ context, route }: { context: RouterContext; route: AnyRoute }) =>
    loadSettings(context, route.id, entities);
}
