/**
 * An article shows its author's current name (a leadership member's), and the blog's
 * pages get it without loading the leadership schema whenever the stored value or the page's own
 * snapshot can tell.
 */
import { AUTHOR_MEMBER } from '@schemas/articles';
import header from '@schemas/header';
import leadership from '@schemas/leadership';
import { describe, expect, it, vi } from 'vitest';
import { labelsIn, readLabels } from '@/app/reference-labels';
import { createRouterContext } from '@/app/router-context';
import { authorName } from '@/components/documents/document-meta';
import { defaultsOf } from '@/schema-kit/entity';
import { DocumentsStore } from '@/storage/documents-store';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

const ROUTE = '/_site/blog/';
const KEY = 'leadership.members.name';
const member = (id: string, name: string) => ({ ...defaultsOf(leadership).members[0], id, name });
const published = (members: unknown[], version = 2) => ({
  key: 'leadership',
  value: { members },
  version,
  updatedAt: '2026-11-01T00:00:00Z',
});

function setUp(
  options: { published?: unknown[]; draft?: unknown[]; snapshot?: Record<string, string> } = {},
) {
  const settings = new SettingsStore(
    options.draft
      ? createMemorySource({ leadership: JSON.stringify({ members: options.draft }) })
      : undefined,
  );
  if (options.published) settings.setPublished([published(options.published)]);
  const context = createRouterContext(settings);
  const documents = new DocumentsStore({
    snapshot: { answers: [], ...(options.snapshot ? { labels: { [KEY]: options.snapshot } } : {}) },
  });
  const entity = vi.fn(async () => ({ default: leadership }));
  const read = () => readLabels(context, ROUTE, documents, AUTHOR_MEMBER, entity);
  return { context, documents, entity, read };
}

describe('reference labels (an article author’s name)', () => {
  it('reads a name kept per language in the page’s language', () => {
    const value = { members: [{ id: 'a', name: { en: 'Sarah Mitchell', ar: 'سارة ميتشل' } }] };
    expect(labelsIn(value, AUTHOR_MEMBER)).toEqual({ a: 'Sarah Mitchell' });
    expect(labelsIn(value, AUTHOR_MEMBER, { locale: 'ar' })).toEqual({ a: 'سارة ميتشل' });
    expect(
      labelsIn({ members: [{ id: 'a', name: 'Sarah Mitchell' }] }, AUTHOR_MEMBER, {
        locale: 'ar',
        dictionary: { 'Sarah Mitchell': 'سارة ميتشل' },
      }),
    ).toEqual({ a: 'سارة ميتشل' });
  });

  it('reads the names of a list by id, skipping items without a text id and label', () => {
    expect(
      labelsIn(
        {
          members: [
            { id: 'a', name: 'Ann' },
            { id: 'b' },
            { name: 'No id' },
            'junk',
            { id: 'c', name: 'Cy' },
          ],
        },
        AUTHOR_MEMBER,
      ),
    ).toEqual({ a: 'Ann', c: 'Cy' });
    expect(labelsIn({ members: 'not a list' }, AUTHOR_MEMBER)).toBeUndefined();
    expect(labelsIn(null, AUTHOR_MEMBER)).toBeUndefined();
  });

  it('a published rename shows at once, without loading the leadership schema', async () => {
    const { read, entity, context } = setUp({
      published: [member('sarah-mitchell', 'Sarah Mitchell-Haddad')],
      snapshot: { 'sarah-mitchell': 'Sarah Mitchell' },
    });
    const names = await read();
    expect(authorName({ member: 'sarah-mitchell', name: '' }, names)).toBe('Sarah Mitchell-Haddad');
    expect(entity).not.toHaveBeenCalled();
    // A later change to the leadership re-runs the loaders that read it.
    expect(context.readsByRoute.get(ROUTE)?.has('leadership')).toBe(true);
  });

  it('the owner’s unpublished rename shows in the owner’s browser', async () => {
    const { read } = setUp({
      published: [member('omar-haddad', 'Omar Haddad')],
      draft: [member('omar-haddad', 'Omar Al-Haddad')],
    });
    expect(authorName({ member: 'omar-haddad', name: '' }, await read())).toBe('Omar Al-Haddad');
  });

  it('with nothing stored, the names the page was prerendered with, without loading the schema', async () => {
    const { read, entity } = setUp({ snapshot: { 'ahmed-al-rashid': 'Ahmed Al-Rashid' } });
    expect(await read()).toEqual({ 'ahmed-al-rashid': 'Ahmed Al-Rashid' });
    expect(entity).not.toHaveBeenCalled();
  });

  it('with nothing stored and no snapshot (the build, or a page reached inside the site), the defaults, kept for the page’s snapshot', async () => {
    const { read, entity, documents } = setUp();
    const names = await read();
    expect(entity).toHaveBeenCalledTimes(1);
    for (const { id, name } of defaultsOf(leadership).members) expect(names[id]).toBe(name);
    expect(documents.snapshot().labels?.[KEY]).toEqual(names);
  });

  it('an unknown member falls back to the free-text name, then to the company', async () => {
    const { read } = setUp({ published: [member('a', 'Ann')] });
    const names = await read();
    expect(authorName({ member: 'gone', name: 'Guest Writer' }, names)).toBe('Guest Writer');
    expect(authorName({ member: '', name: '' }, names)).toBe('');
  });
});

describe('references into nested lists (a page’s menu group among every navigation entry’s groups)', () => {
  const MENU_GROUP = { entity: 'header', list: 'navigation.menu.groups', label: 'title' } as const;
  const HEADER_KEY = 'header.navigation.menu.groups.title';
  const DEFAULT_GROUPS = {
    'about-us': 'About Us',
    'company-info': 'Company info',
    'web-development': 'Web development',
    'modern-tech': 'Modern tech',
    'enterprise-solutions': 'Enterprise solutions',
    'technology-solutions': 'Technology solutions',
    'sustainable-solutions': 'Sustainable solutions',
  };

  it('a dotted list path walks through lists and groups: every group of every entry, by id', () => {
    expect(labelsIn(defaultsOf(header), MENU_GROUP)).toEqual(DEFAULT_GROUPS);
    expect(
      labelsIn(
        {
          navigation: [
            { label: 'Plain', menu: { groups: [] } },
            { label: 'No menu' },
            'junk',
            { menu: 'junk' },
            { menu: { groups: [{ id: 'a', title: 'A' }, { title: 'No id' }, { id: 'a', title: 'Again' }] } },
            { menu: { groups: [{ id: 'b', title: 'B' }] } },
          ],
        },
        MENU_GROUP,
      ),
    ).toEqual({ a: 'A', b: 'B' });
    // No such list anywhere on the path: the caller reads the entity through its schema instead.
    expect(labelsIn({ navigation: [{ label: 'Old entry', href: '/services' }] }, MENU_GROUP)).toBeUndefined();
    expect(labelsIn({ navigation: 'junk' }, MENU_GROUP)).toBeUndefined();
  });

  it('a header published before entries had menus gives the groups it showed (read through its upgrade)', async () => {
    const settings = new SettingsStore();
    settings.setPublished([
      {
        key: 'header',
        value: { navigation: [{ label: 'Expertise', href: '/services' }] },
        version: 2,
        updatedAt: '2026-11-01T00:00:00Z',
      },
    ]);
    const documents = new DocumentsStore({ snapshot: { answers: [] } });
    const entity = vi.fn(async () => ({ default: header }));
    const labels = await readLabels(
      createRouterContext(settings),
      '/_site/services/',
      documents,
      MENU_GROUP,
      entity,
    );
    expect(entity).toHaveBeenCalledTimes(1);
    expect(labels).toEqual({
      'web-development': 'Web development',
      'modern-tech': 'Modern tech',
      'enterprise-solutions': 'Enterprise solutions',
    });
    expect(documents.snapshot().labels?.[HEADER_KEY]).toEqual(labels);
  });
});
