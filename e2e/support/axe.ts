/**
 * axe over what a page shows now: its serious and critical violations, and a visible label missing
 * from a control's name (label-content-name-mismatch, a rule that is off unless asked for), each as
 * '<rule>: <help> (<elements>)'. Every scan of the suite goes through here.
 *
 * Two options make a scan about four times quicker without changing what it finds (the same
 * violations on the admin's largest editor): the legacy mode runs axe in the page itself instead of
 * gathering frame by frame and finishing in a new blank page (our pages have no iframes), and only
 * violations are collected, not the passes and incomplete results that nothing here reads.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Resolves once no finite animation or transition runs in the page (a loader's endless spin does not
 * count). A notification caught fading in or out blends its text with the page behind it, and axe
 * would report a contrast that nobody sees for more than a moment.
 */
const still = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );

/** Whether an animation or transition started since the last call; the first call starts watching. */
const moved = (page: Page) =>
  page.evaluate(() => {
    const flags = window as unknown as { __axeWatching?: boolean; __axeMoved?: boolean };
    const was = flags.__axeMoved === true;
    flags.__axeMoved = false;
    if (!flags.__axeWatching) {
      flags.__axeWatching = true;
      for (const type of ['transitionrun', 'animationstart'])
        document.addEventListener(type, () => (flags.__axeMoved = true), true);
    }
    return was;
  });

/** A scan that something started moving during is taken again once all is still; a few times at most. */
const SCANS = 4;

export async function seriousViolations(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  for (let scan = 1; ; scan++) {
    await still(page);
    await moved(page);
    results = await builder.analyze();
    if (scan === SCANS || !(await moved(page))) break;
  }
  return results.violations
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch',
    )
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
