/**
 * Where a magic link may send its PKCE code: GoTrue's IsRedirectURLValid. Same site as SITE_URL
 * (any port on loopback), or an entry of ADDITIONAL_REDIRECT_URLS. A glob entry is matched against
 * the PARSED address, scheme, host and path separately, and a glob never matches `? # \ @`, so
 * `https://3627734734#.example.com/` (host 3627734734, i.e. another machine) is not taken for a
 * subdomain of example.com.
 */

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/** Characters a glob never matches: they end or change the part of the URL being matched. */
const NEVER = '?#\\\\@';

function globToRegExp(glob: string, separator: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i] ?? '';
    if (ch === '*' && glob[i + 1] === '*') {
      re += `[^${NEVER}]*`;
      i++;
    } else if (ch === '*') re += `[^${separator}${NEVER}]*`;
    else re += ch.replace(/[.+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return new RegExp(`^${re}$`, 'i');
}

function sameSite(candidate: URL, base: URL): boolean {
  if (candidate.protocol !== base.protocol || candidate.hostname !== base.hostname) return false;
  return candidate.port === base.port || LOOPBACK.has(candidate.hostname);
}

const GLOB_ENTRY = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]+)(\/[^?#]*)?$/i;

function matchesGlob(candidate: URL, entry: string): boolean {
  const parts = GLOB_ENTRY.exec(entry.trim());
  if (!parts) return false;
  const [, scheme = '', host = '', path = '/'] = parts;
  if (candidate.protocol !== scheme.toLowerCase()) return false;
  if (!globToRegExp(host, '.').test(candidate.host)) return false;
  return globToRegExp(path, '/').test(candidate.pathname);
}

function matchesPrefix(candidate: URL, entry: string): boolean {
  try {
    const allowed = new URL(entry);
    return sameSite(candidate, allowed) && candidate.pathname.startsWith(allowed.pathname);
  } catch {
    return false;
  }
}

export function isRedirectAllowed(value: string, siteUrl: string, allowList: readonly string[]): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  let candidate: URL;
  try {
    candidate = new URL(value);
  } catch {
    return false;
  }
  if (candidate.protocol !== 'http:' && candidate.protocol !== 'https:') return false;
  if (candidate.username || candidate.password) return false;
  if (sameSite(candidate, new URL(siteUrl))) return true;
  return allowList.some((entry) =>
    entry.includes('*') ? matchesGlob(candidate, entry) : matchesPrefix(candidate, entry),
  );
}
