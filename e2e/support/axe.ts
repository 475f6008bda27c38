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

export async function seriousViolations(
  page: Page,
  { include, exclude }: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch',
    )
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
