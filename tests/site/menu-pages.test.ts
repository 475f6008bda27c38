/**
 * Pages the owner places in a menu group appear in that group of the header's menus, after its own
 * links and never twice; seed pages are placed nowhere, so a collection still on its seeds adds none.
 */
import services from '@schemas/services';
import solutions from '@schemas/solutions';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { withPlacedPages } from '@/app/menu-links';
import { loadMenuPages } from '@/app/menu-pages';
import { once } from '@/app/router-context';
import { rowFromDocument } from '@/storage/document-rows';
import { DocumentsStore, memorySource } from '@/storage/documents-store';

const NOW = '2026-01-01T00:00:00.000Z';
const page = (title: string, slug: string, menuGroup: string) =>
  rowFromDocument(services, v.parse(services.schema, { title, slug, menuGroup }) as Record<string, unknown>, {
    id: `id-${slug}`,
    version: 1,
    now: NOW,
  });

describe('the pages placed in the menus', () => {
  it('are the published pages with a menu group, by group; a collection on its seeds adds none', async () => {
    const source = memorySource(
      {
        services: [
          page('SAP Solutions', 'sap-solutions', 'enterprise-solutions'),
          page('Blockchain', 'blockchain', 'modern-tech'),
          page('Not in a menu', 'quiet', ''),
        ],
      },
      ['services'],
    );
    const pages = await loadMenuPages({ documents: once(async () => new DocumentsStore({ source })) });
    expect(pages).toEqual({
      'enterprise-solutions': [{ label: 'SAP Solutions', href: '/services/sap-solutions' }],
      'modern-tech': [{ label: 'Blockchain', href: '/services/blockchain' }],
    });
    expect(
      Object.values(pages)
        .flat()
        .some((entry) => entry.href.startsWith(solutions.path)),
    ).toBe(false);
  });

  it('follow the group’s own links, leaving out a page the group already links to', () => {
    const links = [
      { label: 'Tech Manpower', href: '/services/tech-manpower' },
      { label: 'SAP Solutions', href: '/services/sap-solutions' },
    ];
    expect(
      withPlacedPages(links, [
        { label: 'SAP', href: '/services/sap-solutions' },
        { label: 'Blockchain', href: '/services/blockchain' },
      ]),
    ).toEqual([...links, { label: 'Blockchain', href: '/services/blockchain' }]);
    expect(withPlacedPages(links, undefined)).toBe(links);
  });
});
