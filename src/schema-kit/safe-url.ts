/**
 * The one rule for link targets typed by the site owner: http(s), mailto, tel, same-site paths
 * ("/about", "/contact?service=cloud") and in-page anchors ("#story"). Anything else —
 * javascript:, data:, vbscript:, protocol-relative "//host", backslash tricks — is refused.
 */
export const UNSAFE_URL_MESSAGE =
  'Use a web address (https://…), mailto:, tel:, a site path starting with / or an #anchor.';

const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function isSafeHref(raw: string): boolean {
  const value = raw.trim();
  if (value === '') return true;
  // Control characters and whitespace inside a scheme are how "java\tscript:" slips past naive checks.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what this rejects.
  if (/[\u0000-\u001f\u007f]/.test(value)) return false;
  // A "%" that does not start a valid UTF-8 escape ("/about#%E0") cannot be decoded by the browser.
  if (!isWellEscaped(value)) return false;
  if (value.startsWith('#')) return true;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return false;
  if (!ALLOWED_SCHEMES.has(scheme[0].toLowerCase())) return false;
  if (scheme[0].toLowerCase().startsWith('http')) {
    try {
      const parsed = new URL(value);
      return parsed.hostname !== '';
    } catch {
      return false;
    }
  }
  return true;
}

/** Every "%" starts an escape that decodes to valid UTF-8. */
export function isWellEscaped(value: string): boolean {
  try {
    decodeURI(value);
    return true;
  } catch {
    return false;
  }
}

/** Decodes %-escapes; a malformed escape is left as it is instead of throwing. */
export function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** For rendering: a stored value that is not safe becomes an inert "#". */
export const safeHref = (value: string): string =>
  isSafeHref(value) && value.trim() !== '' ? value.trim() : '#';
