// @vitest-environment jsdom
/**
 * The brand word's nine letters, each in the font and colour the owner chose: a letter in its own
 * font shows in it, and letters that share one take it from the word (written once per page).
 */
import { fontFamily } from '@content/fonts';
import branding from '@schemas/branding';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type BrandingSettings, BrandWord } from '@/components/site/Logo';
import { defaultsOf } from '@/schema-kit/entity';

/** The font a letter is drawn in: its own, else the nearest enclosing element's. */
function fontOf(element: Element | null): string {
  for (let node = element; node instanceof HTMLElement; node = node.parentElement)
    if (node.style.fontFamily) return node.style.fontFamily;
  return '';
}

function lettersOf(settings: BrandingSettings) {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(<BrandWord branding={settings} />);
  const word = host.querySelector('.cp-logo__word');
  return { host, letters: [...(word?.children ?? [])] };
}

const asStyled = (family: string) => {
  const probe = document.createElement('span');
  probe.style.fontFamily = family;
  return probe.style.fontFamily;
};

describe('the brand word', () => {
  it('draws every letter in the one font they share, naming it once', () => {
    const settings = defaultsOf(branding);
    const font = settings.letters[0]?.font ?? '';
    expect(settings.letters.every((letter) => letter.font === font)).toBe(true);
    const { host, letters } = lettersOf(settings);
    expect(letters.map((letter) => letter.textContent).join('')).toBe('CONNECTIA');
    for (const letter of letters) expect(fontOf(letter)).toBe(asStyled(fontFamily(font)));
    expect(host.innerHTML.split('Inter Variable').length - 1).toBe(1);
  });

  it("draws a letter the owner set in another font in that font, and keeps each letter's colour", () => {
    const settings = defaultsOf(branding);
    const letters = settings.letters.map((letter, index) =>
      index === 2 ? { ...letter, font: 'Lora', color: '#123456' } : letter,
    );
    const { letters: drawn } = lettersOf({ ...settings, letters });
    expect(fontOf(drawn[2] ?? null)).toBe(asStyled(fontFamily('Lora')));
    expect((drawn[2] as HTMLElement).style.color).toBe('rgb(18, 52, 86)');
    for (const [index, letter] of drawn.entries())
      if (index !== 2) expect(fontOf(letter)).toBe(asStyled(fontFamily(settings.letters[index]?.font ?? '')));
  });
});
