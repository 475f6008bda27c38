/**
 * Direction controls a visitor typed are shown as visible marks wherever the owner reads them (the
 * Inbox, its CSV, the notification e-mail): one function makes them visible for all three.
 */
import { describe, expect, it } from 'vitest';
import { realExtension } from '@/admin/inbox/inbox-lists';
import {
  hasBidiControls,
  markBidiControls,
  showBidiControls,
} from '../../supabase/functions/_shared/bidi-controls';

describe('direction controls made visible', () => {
  it('names each override, embedding, isolate and mark by its code point, keeping the letters in typed order', () => {
    expect(showBidiControls('Ali \u202Egpj.exe\u202C Hassan')).toBe('Ali ⟨U+202E⟩gpj.exe⟨U+202C⟩ Hassan');
    for (const control of [
      '\u202A',
      '\u202B',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ])
      expect(showBidiControls(`a${control}b`)).toMatch(/^a⟨U\+[0-9A-F]{4}⟩b$/);
    expect(markBidiControls('\u2067x')).toEqual([{ control: 'U+2067' }, 'x']);
  });

  it('leaves Arabic, Latin and ordinary punctuation as they are', () => {
    expect(showBidiControls('ليلى حسن, Gulf Freight (Dubai)')).toBe('ليلى حسن, Gulf Freight (Dubai)');
    expect(hasBidiControls('ليلى')).toBe(false);
    expect(hasBidiControls('\u202Egpj.exe')).toBe(true);
  });

  it("a file name's real extension is the one after its last dot, whatever it displays as", () => {
    expect(realExtension('\u202Egpj.exe')).toBe('.exe');
    expect(realExtension('cv.PDF')).toBe('.pdf');
    expect(realExtension('resume')).toBe('');
  });
});
