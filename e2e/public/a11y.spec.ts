import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { open, ROUTES } from './support';

const paths = [...ROUTES.map((r) => r.path), '/contact?service=security', '/no-such-page'];

for (const path of paths) {
  test(`axe: no serious or critical violations on ${path} @all-sizes`, async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(bad).toEqual([]);
  });
}
