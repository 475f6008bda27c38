import { readFileSync } from 'node:fs';
import { DETAIL_ICON_NAMES } from '@content/detail-icon-names';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DetailIcon } from '@/components/detail/icons';

const sprite = readFileSync(new URL('../../src/components/detail/detail-icons.svg', import.meta.url), 'utf8');
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];

describe('the detail pages’ icons', () => {
  it('draws every name an entry may use once, with something to see, and nothing else', () => {
    expect(symbols.map(([, id]) => id).sort()).toEqual([...DETAIL_ICON_NAMES].sort());
    for (const [, id, drawing] of symbols) expect(drawing, id).toMatch(/<(path|rect|circle) /);
  });

  it('shows a name as a line drawing from the icon file, hidden from assistive technology', () => {
    const markup = renderToStaticMarkup(<DetailIcon name="cloud" />);
    expect(markup).toMatch(/^<svg [^>]*aria-hidden="true"/);
    expect(markup).toMatch(/^<svg [^>]*stroke="currentColor"/);
    expect(markup).toMatch(/<use href="[^"]*detail-icons[^"#]*#cloud"><\/use><\/svg>$/);
  });
});
