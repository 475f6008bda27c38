/**
 * A new page is headed by its own name: its hero's title starts from the page's title and follows it
 * as the owner types, in English and in Arabic, until the owner writes a hero title of their own; the
 * slug follows the English title until the first publish.
 */
import articles from '@schemas/articles';
import services from '@schemas/services';
import solutions from '@schemas/solutions';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/admin/collections/document-language';
import type { FormValues } from '@/admin/renderer/form-hook';
import type { Collection } from '@/schema-kit/collection';
import { followerDefault, followTitle, startsFromTitle } from '@/schema-kit/follow-title';
import type { Locale } from '@/schema-kit/locales';
import { mergeLocale } from '@/schema-kit/localize';
import { collections } from '@/schema-kit/registry';
import { defaultOf } from '@/schema-kit/schema-walk';
import { updateAt, valueAt } from '@/schema-kit/value-at';

const HERO = 'sections[0].title';

/**
 * The form after the owner erases its title and types `title`, one key after another, with what
 * follows the title brought along at each as DocumentForm does.
 */
function typeTitle(
  collection: Collection,
  form: FormValues,
  title: string,
  locale: Locale = 'en',
  published = false,
): FormValues {
  const erased = String(form.title ?? '');
  const steps = [
    ...Array.from({ length: erased.length }, (_, index) => erased.slice(0, erased.length - index - 1)),
    ...Array.from({ length: title.length }, (_, index) => title.slice(0, index + 1)),
  ];
  let values = form;
  for (const next of steps) {
    const previous = String(values.title ?? '');
    values = { ...values, title: next };
    for (const [path, value] of followTitle(collection, values, { previous, next, locale, published })) {
      values = updateAt(values, path, () => value) as FormValues;
    }
  }
  return values;
}

const newPage = (collection: Collection) =>
  startsFromTitle(collection, defaultOf(collection.schema) as FormValues) as FormValues;

describe('a new page’s hero title follows the page’s title', () => {
  it('starts from the title and follows every keystroke, with the slug', () => {
    const start = newPage(services);
    expect(valueAt(start, HERO)).toBe('');
    const typed = typeTitle(services, start, 'SAP Solutions');
    expect(valueAt(typed, HERO)).toBe('SAP Solutions');
    expect(typed.slug).toBe('sap-solutions');
    // Retyped: the hero follows again.
    const retyped = typeTitle(services, typed, 'SAP Services');
    expect(valueAt(retyped, HERO)).toBe('SAP Services');
  });

  it('stops once the owner writes a hero title of their own; the slug goes on following', () => {
    const typed = typeTitle(solutions, newPage(solutions), 'Water Analytics');
    const own = updateAt(typed, HERO, () => 'Every Drop Counted') as FormValues;
    const renamed = typeTitle(solutions, own, 'Water Insights');
    expect(valueAt(renamed, HERO)).toBe('Every Drop Counted');
    expect(renamed.slug).toBe('water-insights');
  });

  it('a draft that still shows the default hero title takes the title', () => {
    const old = { ...newPage(services), title: 'SAP', slug: 'sap' } as FormValues;
    const draft = updateAt(old, HERO, () => followerDefault(services, HERO)) as FormValues;
    expect(valueAt(draft, HERO)).toBe('New page');
    expect(valueAt(typeTitle(services, draft, 'SAP Solutions'), HERO)).toBe('SAP Solutions');
  });

  it('in Arabic the hero follows the Arabic title, keeping the English; an Arabic hero of the owner’s stays', () => {
    const english = typeTitle(services, newPage(services), 'SAP Solutions');
    const arabicForm = inLanguage(services, english, 'ar');
    // Untranslated, the Arabic form shows the English title and hero.
    expect(arabicForm.title).toBe('SAP Solutions');
    const arabic = typeTitle(services, arabicForm, 'حلول ساب', 'ar', true);
    expect(valueAt(arabic, HERO)).toBe('حلول ساب');
    // Published: the address stays whatever the title becomes.
    expect(arabic.slug).toBe('sap-solutions');
    const draft = mergeLocale(services.schema, english, arabic, 'ar') as FormValues;
    expect(valueAt(draft, HERO)).toMatchObject({ en: 'SAP Solutions', ar: 'حلول ساب' });
    expect(valueAt(inLanguage(services, draft, 'en'), HERO)).toBe('SAP Solutions');

    const ownArabic = updateAt(arabic, HERO, () => 'ساب لأعمالك') as FormValues;
    const retitled = typeTitle(services, ownArabic, 'حلول ساب للمؤسسات', 'ar', true);
    expect(valueAt(retitled, HERO)).toBe('ساب لأعمالك');
  });

  it('in English after the first publish the hero still follows, the slug no longer', () => {
    const published = typeTitle(services, newPage(services), 'SAP Solutions');
    const renamed = typeTitle(services, published, 'SAP Consulting', 'en', true);
    expect(valueAt(renamed, HERO)).toBe('SAP Consulting');
    expect(renamed.slug).toBe('sap-solutions');
  });

  it('a collection with no field following its title has only its slug follow', () => {
    const typed = typeTitle(articles, startsFromTitle(articles, {}) as FormValues, 'Edge Caching');
    expect(typed).toEqual({ title: 'Edge Caching', slug: 'edge-caching' });
  });

  it('every collection names, as following its title, text fields a new document has', () => {
    for (const collection of collections) {
      for (const path of collection.followTitle ?? []) {
        expect(typeof followerDefault(collection, path), `${collection.key}: ${path}`).toBe('string');
      }
    }
    expect(services.followTitle).toEqual([HERO]);
    expect(solutions.followTitle).toEqual([HERO]);
  });
});
