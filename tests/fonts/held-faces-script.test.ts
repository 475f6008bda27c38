/**
 * The head's script that declares the web fonts a browser already holds (src/fonts/held-faces-script.ts),
 * run as the page runs it: before everything else, on whatever the record holds. It declares the
 * page's faces only when the browser holds this build's files of every one, and never stops the page.
 */
import { describe, expect, it } from 'vitest';
import type { FaceSource } from '@/fonts/add-faces';
import { webFontsHead } from '@/fonts/held-faces-script';

interface Declared {
  family: string;
  source: string;
  descriptors: Record<string, string>;
  loading: boolean;
}

/** Runs the head's script as the page would, on the head's own list of faces and the record given. */
function runHeadScript(head: string, record: string | null): Declared[] {
  const listed = /<script type="application\/json" id="cp-web-fonts">([^<]*)<\/script>/.exec(head)?.[1];
  const script = /<script>(.*)<\/script>$/.exec(head)?.[1] ?? '';
  const declared: Declared[] = [];
  class FakeFontFace {
    face: Declared;
    constructor(family: string, source: string, descriptors: Record<string, string>) {
      this.face = { family, source, descriptors, loading: false };
    }
    load() {
      this.face.loading = true;
      return Promise.reject(new Error('offline'));
    }
  }
  const sessionStorage = { getItem: (key: string) => (key === 'connectia:web-fonts' ? record : null) };
  const document = {
    getElementById: (id: string) => (id === 'cp-web-fonts' ? { textContent: listed } : null),
    fonts: { add: (face: FakeFontFace) => declared.push(face.face) },
  };
  new Function('sessionStorage', 'document', 'FontFace', script)(sessionStorage, document, FakeFontFace);
  return declared;
}

const inter: FaceSource = {
  family: 'Inter Variable',
  url: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
  format: 'woff2-variations',
  weight: '100 900',
  unicodeRange: 'U+0000-00FF',
};
const plexBold: FaceSource = {
  family: 'IBM Plex Sans Arabic',
  url: '/assets/ibm-plex-sans-arabic-arabic-700-normal-B1.woff2',
  format: 'woff2',
  weight: '550 900',
  unicodeRange: 'U+0600-06FF',
};
const script = webFontsHead([inter, plexBold]);
const holding = (record: Record<string, string>) => JSON.stringify(record);

describe("the page's head declares the web fonts this browser holds", () => {
  it('declares and starts loading every face of the page when this build’s files are all held', () => {
    const declared = runHeadScript(
      script,
      holding({ 'Inter Variable 100 900': inter.url, 'IBM Plex Sans Arabic 550 900': plexBold.url }),
    );
    expect(declared).toEqual([
      {
        family: 'Inter Variable',
        source: `url(${inter.url}) format('woff2-variations')`,
        descriptors: { weight: '100 900', unicodeRange: 'U+0000-00FF', display: 'swap' },
        loading: true,
      },
      {
        family: 'IBM Plex Sans Arabic',
        source: `url(${plexBold.url}) format('woff2')`,
        descriptors: { weight: '550 900', unicodeRange: 'U+0600-06FF', display: 'swap' },
        loading: true,
      },
    ]);
  });

  it("declares nothing when a face is missing or held from another build's file", () => {
    expect(runHeadScript(script, holding({ 'Inter Variable 100 900': inter.url }))).toEqual([]);
    expect(
      runHeadScript(
        script,
        holding({
          'Inter Variable 100 900': '/assets/inter-latin-wght-normal-OLD.woff2',
          'IBM Plex Sans Arabic 550 900': plexBold.url,
        }),
      ),
    ).toEqual([]);
  });

  it('declares nothing, and does not throw, for no record or one it cannot read', () => {
    for (const record of [null, '', '{not json', '42', 'null', '[1,2]', '"text"'])
      expect(runHeadScript(script, record)).toEqual([]);
  });

  it('keeps the markup whole whatever a source holds', () => {
    const family = '</script><script>alert(1)</script>';
    const odd = webFontsHead([{ ...inter, family }]);
    expect(odd.match(/<\/script>/g)).toHaveLength(2);
    const declared = runHeadScript(odd, holding({ [`${family} 100 900`]: inter.url }));
    expect(declared.map((face) => face.family)).toEqual([family]);
  });
});
