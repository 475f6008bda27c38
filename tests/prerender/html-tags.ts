/** Reading the tags of a built page's HTML, for the tests of the prerendered pages. */

/** A page's opening `<html …>` tag. */
export const htmlTag = (page: string) => /<html\b[^>]*>/.exec(page)?.[0] ?? '';

/** An attribute's value in a tag, if it has one. */
export const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** A page's hreflang alternates, as "hreflang href" lines, sorted. */
export const alternatesOf = (page: string) =>
  [...page.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/g)]
    .map(([tag]) => [attribute(tag, 'hreflang'), attribute(tag, 'href')])
    .filter(([hreflang]) => hreflang)
    .map(([hreflang, href]) => `${hreflang} ${href}`)
    .sort();
