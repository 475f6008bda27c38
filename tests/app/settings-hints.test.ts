/**
 * The cheap signs that make a visitor's page load the settings store after all: a value of a public
 * entity held in this browser (not the product's other keys), or published settings other than the
 * page's.
 */
// @vitest-environment jsdom
import { afterEach, expect, it } from 'vitest';
import { holdsEntityValue, publishedChanges } from '@/app/settings-hints';

afterEach(() => localStorage.clear());

it("holds an entity's value only for a public entity's key under the product's prefix", () => {
  expect(holdsEntityValue()).toBe(false);
  // Where sign-in returns to is the product's, but no entity's: no preview for it.
  localStorage.setItem('connectia:admin-return-to', '/admin?tab=inbox');
  localStorage.setItem('hero', '{}');
  expect(holdsEntityValue()).toBe(false);
  localStorage.setItem('connectia:hero', '{}');
  expect(holdsEntityValue()).toBe(true);
});

it('names the published settings added, removed or of another version, whatever their order', () => {
  const row = (key: string, version: number) => ({ key, version, value: {}, updatedAt: '' });
  expect(publishedChanges([row('hero', 1), row('footer', 2)], [row('footer', 2), row('hero', 1)])).toEqual(
    [],
  );
  expect(publishedChanges([row('hero', 1)], [row('hero', 2)])).toEqual(['hero']);
  expect(publishedChanges([row('hero', 1)], [row('hero', 1), row('footer', 1)])).toEqual(['footer']);
  expect(publishedChanges([row('hero', 1)], [])).toEqual(['hero']);
});
