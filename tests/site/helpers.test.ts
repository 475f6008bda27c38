import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readableOn } from '@/components/page-parts/colour';
import { firstTwoLettersOf, initialsOf } from '@/components/page-parts/initials';
import { isValidLogoImage } from '@/components/site/Logo';
import { parseHref } from '@/components/ui/href';
import { contactSchema, hasResumeExtension } from '@/forms/schemas';
import { fieldErrors } from '@/forms/senders';
import { decodeSafely, isSafeHref } from '@/schema-kit/safe-url';
import { siteText } from '../support/site-text';

describe('parseHref', () => {
  it('splits site paths into path, search and hash', () => {
    expect(parseHref('/contact?service=cloud')).toEqual({
      kind: 'internal',
      pathname: '/contact',
      search: { service: 'cloud' },
      hash: '',
    });
    expect(parseHref('/about#leadership')).toMatchObject({
      kind: 'internal',
      pathname: '/about',
      hash: 'leadership',
    });
    expect(parseHref('#application-form')).toEqual({ kind: 'anchor', hash: 'application-form' });
    expect(parseHref('https://example.com/x')).toEqual({ kind: 'external', href: 'https://example.com/x' });
  });

  it('makes unsafe targets inert', () => {
    expect(parseHref('javascript:alert(1)')).toEqual({ kind: 'external', href: '#' });
    expect(parseHref('//evil.example')).toEqual({ kind: 'external', href: '#' });
  });

  it('never throws on a malformed %-escape, and the link rule refuses one', () => {
    expect(() => parseHref('/about#%E0')).not.toThrow();
    expect(parseHref('/about#%E0')).toEqual({ kind: 'external', href: '#' });
    expect(isSafeHref('/about#%E0')).toBe(false);
    expect(isSafeHref('/about?q=%zz')).toBe(false);
    expect(isSafeHref('/about#our%20story')).toBe(true);
    expect(decodeSafely('%E0')).toBe('%E0');
    expect(decodeSafely('our%20story')).toBe('our story');
  });
});

describe('leadership and logo helpers', () => {
  it('initials are the first letters of two words, or two letters of one word', () => {
    expect(initialsOf('Ahmed Al-Rashid')).toBe('AA');
    expect(initialsOf('sarah mitchell')).toBe('SM');
    expect(initialsOf('Zed')).toBe('ZE');
    expect(initialsOf('Zed Quinn')).toBe('ZQ');
    expect(initialsOf('')).toBe('');
  });

  it("the admin table's avatar shows the name's first two letters in upper case", () => {
    expect(firstTwoLettersOf('Zed Quinn')).toBe('ZE');
    expect(firstTwoLettersOf('  ahmed Al-Rashid')).toBe('AH');
    expect(firstTwoLettersOf('J. Smith')).toBe('JS');
    expect(firstTwoLettersOf('')).toBe('');
  });

  it('a logo image is valid only when non-empty and data:, http(s), an upload ref or a site path', () => {
    expect(isValidLogoImage({ src: '', alt: '' })).toBe(false);
    expect(isValidLogoImage({ src: 'data:image/png;base64,AAA', alt: '' })).toBe(true);
    expect(isValidLogoImage({ src: 'https://cdn.example/logo.png', alt: '' })).toBe(true);
    expect(isValidLogoImage({ src: 'idb:abc', alt: '' })).toBe(true);
    expect(isValidLogoImage({ src: '/images/logo.svg', alt: '' })).toBe(true);
    expect(isValidLogoImage({ src: 'logo.png', alt: '' })).toBe(false);
    expect(isValidLogoImage({ src: '//evil.example/x.png', alt: '' })).toBe(false);
  });

  it('picks readable text on a background', () => {
    expect(readableOn('#ffffff')).not.toBe('#ffffff');
    expect(readableOn('#4f008c')).toBe('#ffffff');
    expect(readableOn('#00c48c')).not.toBe('#ffffff');
  });
});

describe('form rules', () => {
  it('contact: the four required fields', () => {
    const result = v.safeParse(contactSchema(siteText.formMessages), {
      firstName: ' ',
      lastName: '',
      email: '',
      company: '',
      extra: {},
      message: '',
    });
    expect(result.success).toBe(false);
    const messages = result.issues?.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required.',
        'Last name is required.',
        'Email is required.',
        'Company is required.',
      ]),
    );
  });

  it('resume: .pdf, .doc and .docx only (any case); none is fine', () => {
    expect(hasResumeExtension('cv.PDF')).toBe(true);
    expect(hasResumeExtension('cv.docx')).toBe(true);
    expect(hasResumeExtension('cv.doc')).toBe(true);
    expect(hasResumeExtension('')).toBe(true);
    expect(hasResumeExtension('cv.txt')).toBe(false);
    expect(hasResumeExtension('cv.pdf.exe')).toBe(false);
  });

  it('fieldErrors keeps the first message of each field, by its dotted name', () => {
    const schema = v.object({
      email: v.pipe(v.string(), v.minLength(1, 'Email is required.'), v.email('Enter a valid email.')),
      extra: v.object({ budget: v.pipe(v.string(), v.minLength(1, 'Pick a budget.')) }),
    });
    const result = v.safeParse(schema, { email: '', extra: { budget: '' } }, { abortPipeEarly: false });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues ?? [])).toEqual({
      email: 'Email is required.',
      'extra.budget': 'Pick a budget.',
    });
  });
});
