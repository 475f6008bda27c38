/**
 * Field constructors of settings that only a server reads (admin-only entities such as the deploy
 * hook and the notifications): a webhook address, an access token, e-mail recipients. Apart from
 * ./fields.ts because that module is in every page's entry chunk (the site frame's schemas use it)
 * and no public page ever validates these.
 *
 *   import * as f from '@/schema-kit/fields';
 *   import * as s from '@/schema-kit/server-fields';
 *   v.object({ label: f.text('Label', ''), url: s.hookUrl('Build hook URL', '') })
 */
import * as v from 'valibot';
import { type BaseOptions, hinted, maxMessage } from './fields';

/** An address a server calls: https, or plain http to this machine for local development. */
export const HOOK_URL =
  /^(?:https:\/\/[^\s/?#@]+(?:\/\S*)?|http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?(?:\/\S*)?)$/i;
export const HOOK_URL_MESSAGE =
  'Use an https:// address (plain http:// only to 127.0.0.1 or localhost, for local development).';

/**
 * An address the server calls (a webhook, a build hook): https only, or http to loopback for local
 * development; '' for none. The database checks the same rule where it calls one.
 */
export function hookUrl(title: string, fallback: string, options: BaseOptions = {}) {
  return v.optional(
    hinted(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(2000, maxMessage(title, 2000)),
        v.check((value) => value === '' || HOOK_URL.test(value), HOOK_URL_MESSAGE),
      ),
      title,
      { widget: 'url', placeholder: options.placeholder ?? 'https://…' },
      options.description,
    ),
    fallback,
  );
}

/** A credential (an access token): one line, shown masked in the admin, at most `maxLength`. */
export function secret(title: string, fallback: string, options: BaseOptions & { maxLength?: number } = {}) {
  const max = options.maxLength ?? 500;
  return v.optional(
    hinted(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, maxMessage(title, max)),
        v.regex(/^\S*$/, `${title} must not contain spaces or line breaks.`),
      ),
      title,
      { widget: 'secret', maxLength: max },
      options.description,
    ),
    fallback,
  );
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** E-mail addresses edited as chips: trimmed, lower-cased, no duplicates, each a plain address. */
export function emails(title: string, fallback: string[], options: BaseOptions & { maxItems?: number } = {}) {
  const maxItems = options.maxItems ?? 20;
  return v.optional(
    hinted(
      v.pipe(
        v.array(
          v.pipe(
            v.string(),
            v.trim(),
            v.toLowerCase(),
            v.maxLength(254, 'An e-mail address has at most 254 characters.'),
            v.regex(EMAIL, 'Enter e-mail addresses such as name@example.com.'),
          ),
        ),
        v.maxLength(maxItems, `${title} can hold at most ${maxItems} addresses.`),
        v.check((items) => new Set(items).size === items.length, `${title} must not repeat an address.`),
      ),
      title,
      { widget: 'tags' },
      options.description,
    ),
    () => [...fallback],
  );
}
