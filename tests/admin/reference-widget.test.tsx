// @vitest-environment jsdom
/**
 * A reference field offers the items of another entity's list, the list possibly nested in others:
 * a page picks its menu group among every group of every navigation entry of the header.
 */
import header from '@schemas/header';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { describeField } from '@/admin/renderer/describe-schema';
import { FieldWidget } from '@/admin/renderer/FieldWidget';
import { type EntityForm, EntityFormContext, useEntityForm } from '@/admin/renderer/form-hook';
import * as d from '@/schema-kit/document-fields';
import { defaultsOf } from '@/schema-kit/entity';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';
import { polyfillDom, renderAdmin } from './helpers';

beforeAll(polyfillDom);
afterEach(cleanup);

const MENU_GROUP = { entity: 'header', list: 'navigation.menu.groups', label: 'title' } as const;
const descriptor = describeField('menuGroup', d.reference('Menu group', MENU_GROUP));

let form: EntityForm | undefined;
function Harness() {
  const own = useEntityForm({ initial: { menuGroup: '' }, validate: () => ({}), onSubmit: () => {} });
  form = own;
  return (
    <EntityFormContext.Provider value={own}>
      <FieldWidget descriptor={descriptor} name="menuGroup" />
    </EntityFormContext.Provider>
  );
}

it('offers every menu group of every navigation entry, the owner’s own included, and stores its id', async () => {
  const user = userEvent.setup();
  const stored = defaultsOf(header);
  const careers = stored.navigation.find((entry) => entry.label === 'Careers');
  careers?.menu.groups.push({ id: 'life', title: 'Life at Connectia', icon: 'heart', links: [] });
  const store = new SettingsStore(createMemorySource({ header: JSON.stringify(stored) }));
  renderAdmin(<Harness />, store);

  await user.click(screen.getByRole('combobox', { name: 'Menu group' }));
  await waitFor(() => expect(screen.getAllByRole('option', { hidden: true }).length).toBeGreaterThan(1));
  expect(screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual([
    'None',
    'About Us',
    'Company info',
    'Web development',
    'Modern tech',
    'Enterprise solutions',
    'Technology solutions',
    'Sustainable solutions',
    'Life at Connectia',
  ]);
  fireEvent.click(screen.getByRole('option', { name: 'Enterprise solutions', hidden: true }));
  await waitFor(() => expect(form?.state.values.menuGroup).toBe('enterprise-solutions'));
  expect(screen.getByRole('combobox', { name: 'Menu group' })).toHaveValue('Enterprise solutions');
});
