/**
 * The home page's sections (blocks holding lists) edited in two languages through the settings
 * store, as the admin's editor does: an Arabic card title follows its card when the owner reorders
 * the cards and the sections in English, and the English page never shows it.
 */
import home from '@schemas/pages/home';
import { describe, expect, it } from 'vitest';
import { defaultsOf } from '@/schema-kit/entity';
import { createMemorySource } from '@/storage/settings-source';
import { SettingsStore } from '@/storage/settings-store';

type Home = ReturnType<typeof defaultsOf<typeof home>>;
type Section = Home['sections'][number];
const cardsOf = (page: Home) => {
  const section = page.sections.find(
    (candidate): candidate is Extract<Section, { kind: 'services' }> => candidate.kind === 'services',
  );
  if (!section) throw new Error('The home page has no services section.');
  return section.cards;
};

describe('a page of blocks in two languages', () => {
  it('keeps an Arabic card title with its card when the English reorders cards and sections', async () => {
    const store = new SettingsStore(createMemorySource());
    const arabic = await store.read(home, { locale: 'ar' });
    const [first] = cardsOf(arabic);
    if (!first) throw new Error('No card.');
    first.title = 'توفير الكوادر التقنية';
    await store.write(home, arabic, 'ar');

    const english = await store.read(home);
    const cards = cardsOf(english);
    cards.reverse();
    english.sections.reverse();
    await store.write(home, english);

    const again = await store.read(home);
    expect(cardsOf(again).map((card) => card.id)).toEqual(cards.map((card) => card.id));
    expect(cardsOf(again).find((card) => card.id === first.id)?.title).toBe(
      defaultsOf(home)
        .sections.flatMap((s) => (s.kind === 'services' ? s.cards : []))
        .find((card) => card.id === first.id)?.title,
    );
    const arabicAgain = await store.read(home, { locale: 'ar' });
    expect(cardsOf(arabicAgain).find((card) => card.id === first.id)?.title).toBe('توفير الكوادر التقنية');
    expect(cardsOf(arabicAgain).at(-1)?.id).toBe(first.id);
  });
});
