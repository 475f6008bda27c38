/**
 * Admin-only entities (`access: 'admin'`): public loaders refuse them, at compile time and at run
 * time, so no page can show or embed their values; their defaults are what the database assumes
 * when nothing is saved.
 */
import deployHook from '@schemas/deploy-hook';
import hero from '@schemas/hero';
import notifications from '@schemas/notifications';
import { describe, expect, it } from 'vitest';
import { createRouterContext } from '@/app/router-context';
import { loadSettings, settingsLoader } from '@/app/settings-loader';
import { defaultsOf, isAdminOnly } from '@/schema-kit/entity';
import { entities, publicEntities } from '@/schema-kit/registry';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

describe('admin-only entities', () => {
  it('are declared like every entity, and are the only ones left out of the public list', () => {
    expect(
      entities
        .filter(isAdminOnly)
        .map((entity) => entity.key)
        .sort(),
    ).toEqual(['deploy-hook', 'notifications']);
    expect(publicEntities.map((entity) => entity.key)).not.toContain('notifications');
    expect(publicEntities.map((entity) => entity.key)).toContain('hero');
  });

  it('a public loader refuses one, at compile time and at run time', async () => {
    // @ts-expect-error an admin-only entity is not a PublicEntity
    settingsLoader({ notifications });
    // @ts-expect-error likewise beside a public one
    settingsLoader({ hero, deployHook });
    const context = createRouterContext(new SettingsStore(createMemorySource()));
    await expect(loadSettings(context, '/_site/', { notifications } as never)).rejects.toThrow(
      /"notifications" is an admin-only entity/,
    );
    await expect(loadSettings(context, '/_site/', { hero })).resolves.toHaveProperty('hero');
  });

  it('their defaults are what the database assumes when nothing is saved: all on, the admin address', () => {
    expect(defaultsOf(notifications)).toEqual({
      enabled: true,
      recipients: [],
      inquiries: true,
      applications: true,
      newsletter: true,
    });
    expect(defaultsOf(deployHook)).toEqual({ url: '', token: '' });
  });
});
