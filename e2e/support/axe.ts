/**
 * axe over what a page shows now: its serious and critical violations, and a visible label missing
 * from a control's name (label-content-name-mismatch, a rule that is off unless asked for), each as
 * '<rule>: <help> (<elements>)'. The admin's tests and the editing panel's use it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function seriousViolations(page: Page, exclude?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (exclude) builder = builder.exclude(exclude);
  const results = await builder.analyze();
  return results.violations
    .filter(
      (v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'label-content-name-mismatch',
    )
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
