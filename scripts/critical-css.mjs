// Critical CSS for a prerendered page: of the stylesheets a page inlines in <head>, keeps only the
// rules whose selectors match something in the page's markup (Beasties does the matching: pseudo
// classes are ignored, so :hover and :focus-visible rules of present elements stay; @media blocks
// are kept per rule). Of the @font-face rules only those of local fonts stay (the metric-matched
// fallbacks of Inter and, on Arabic pages, of the Arabic typeface), and only when a kept rule names
// their family: web font faces would put a download on the first paint's path.
// The entry stylesheet is the exception (wholeSheetFor): it is inlined whole but for the rules on an
// <html> of the other language, so it never has to be added again once the page is painted: a
// stylesheet added later restyles and lays out the whole page, and one that brings @font-face
// rules reshapes all its text, in one long task on a phone. Route chunks bring their own CSS.
import Beasties from 'beasties';

/** The leading compound of a selector, if it may be about <html>: `:root`/`html` and attributes, or `:where(that)`. */
const LEADING =
  /^(?::where\(((?::root|html)?(?:\[[^\]]*\])*)\)|((?::root|html)(?:\[[^\]]*\])*|(?:\[[^\]]*\])+))/;
const ATTRIBUTE = /\[([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\]]*)))?\]/g;

/** Attributes of an opening tag such as `<html lang="en" data-mantine-color-scheme="light">`. */
const attributesOf = (tag) =>
  new Map([...tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [name, value ?? '']));

/** True when the attribute selectors in `compound` (e.g. `[data-x=light]`) all hold for `attributes`. */
function holds(compound, attributes) {
  for (const [, name, ...values] of compound.matchAll(ATTRIBUTE)) {
    const wanted = values.find((value) => value !== undefined);
    if (!attributes.has(name) || (wanted !== undefined && attributes.get(name) !== wanted)) return false;
  }
  return true;
}

/**
 * Beasties matches selectors below the document element, so rules that qualify <html> itself (the
 * colour-scheme attribute Mantine sets there: `:root[data-mantine-color-scheme=light]`,
 * `:where([data-mantine-color-scheme=light]) .m_b23fa0ef`) would never match. Here that leading
 * part is checked against the page's <html> tag: if it holds, the rest of the selector decides; a
 * `:root`/`html` part that does not hold (the dark scheme's rules) drops the selector.
 */
class PageBeasties extends Beasties {
  /** `whole`: every rule is kept whose part about <html> holds, whatever the markup holds. */
  constructor(htmlTag, options, { whole = false } = {}) {
    super(options);
    this.rootAttributes = attributesOf(htmlTag);
    this.whole = whole;
  }

  normalizeCssSelector(selector) {
    const match = LEADING.exec(selector);
    const compound = match?.[1] ?? match?.[2];
    const inMarkup = (part) => (this.whole ? '*' : super.normalizeCssSelector(part));
    if (compound === undefined) return inMarkup(selector);
    const aboutRoot = /^(?::root|html)/.test(compound);
    if (!holds(compound, this.rootAttributes)) return aboutRoot ? '' : inMarkup(selector);
    const rest = selector
      .slice(match[0].length)
      .trim()
      .replace(/^[>~+]\s*/, '');
    return rest ? inMarkup(rest) : '*';
  }
}

const OPTIONS = {
  external: false, // the page's <link>s are left alone; only the <style> blocks given are pruned
  mergeStylesheets: false,
  // @font-face rules are set aside and the local ones put back below (Beasties would keep faces only
  // for families named literally in kept rules; Mantine names them through var(--mantine-font-family)).
  fonts: false,
  keyframes: 'critical',
  compress: true,
  logLevel: 'warn',
};
/** An @font-face rule (its block holds declarations only, no nested braces). */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** CSS made safe to sit inside a <style> element. */
export const escapeStyle = (css) => css.replace(/<\/style/gi, '<\\/style');

/** Runs `beasties` on `sheets` (CSS texts, in order) for `body`, with the local faces that kept rules name. */
async function prune(beasties, htmlTag, body, sheets) {
  const fontFaces = sheets.map((css) => (css.match(FONT_FACE) ?? []).filter((face) => !/url\(/.test(face)));
  const styles = sheets.map(
    (css, index) => `<style data-sheet="${index}">${escapeStyle(css.replace(FONT_FACE, ''))}</style>`,
  );
  const document = `<!doctype html>${htmlTag}<head>${styles.join('')}</head><body><div id="root">${body}</div></body></html>`;
  const pruned = await beasties.process(document);
  const kept = sheets.map((_, index) => {
    const match = new RegExp(`<style data-sheet="${index}">([\\s\\S]*?)</style>`).exec(pruned);
    return match ? match[1] : '';
  });
  // A local face stays when a kept rule names its family (the Arabic pages' fallback is named by
  // rules on <html lang="ar"> only, so English pages carry none of it).
  const named = (face) => {
    const family = /font-family:\s*["']?([^"';]+)["']?/.exec(face)?.[1]?.trim();
    return !family || kept.some((css) => css.includes(family));
  };
  return kept.map((css, index) => (fontFaces[index]?.filter(named).join('') ?? '') + css);
}

/**
 * A pruner for pages whose opening tag is `htmlTag` (its attributes, e.g. data-mantine-color-scheme,
 * are what selectors on <html> test). It returns `sheets` (CSS texts, in order) reduced to what
 * `body` (the page's markup, as it will be inside <div id="root">) uses.
 */
export function criticalCssFor(htmlTag) {
  const beasties = new PageBeasties(htmlTag, OPTIONS);
  return (body, sheets) => prune(beasties, htmlTag, body, sheets);
}

/**
 * `sheets` whole, as pages whose opening tag is `htmlTag` need them: without the rules about an
 * <html> that is not theirs (the other language's), and the local faces no kept rule names.
 */
export function wholeSheetsFor(htmlTag, sheets) {
  return prune(new PageBeasties(htmlTag, OPTIONS, { whole: true }), htmlTag, '<div></div>', sheets);
}
