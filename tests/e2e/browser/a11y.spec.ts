// Automated WCAG checks (axe-core in the suite's Chromium): every route, and the states a visitor opens (the phone
// menu, the zoom dialog, the contact form showing its errors), with zero violations of any impact for WCAG 2.0, 2.1
// and 2.2 A and AA. Desktop runs at 1440 px, the phone project at 390 px.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, PHONE, type Page, hostCeiling } from '../support/test';
import { siteRoutes, waitForHydration } from '../support/hydration';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** axe's best-practice rules for what the issue asks beyond the tags: one h1, no skipped levels, unique landmarks. */
const STRUCTURE_RULES = ['page-has-heading-one', 'heading-order', 'landmark-unique', 'landmark-one-main', 'landmark-no-duplicate-main'];

/**
 * Violations as short lines (rule, impact, where), so a failure says what to fix. One axe run per state: the WCAG tags,
 * plus the structure rules switched on by name (axe runs a rule enabled in `rules` whatever the tags). Legacy mode runs
 * axe in the page itself; the default opens a second page to merge the frames' results, which doubled each run here,
 * and our pages have no frame of their own to merge (the contact map is a third party's).
 * `structure: false` where the page behind is inert on purpose (an open modal): its main and h1 are then out of reach.
 */
async function violations(page: Page, { structure = true } = {}) {
  const rules = structure ? Object.fromEntries(STRUCTURE_RULES.map((rule) => [rule, { enabled: true }])) : {};
  const { violations: found } = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  return found.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
    ),
  );
}

test.beforeEach(async ({ page, isMobile }) => {
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  // Reduced motion: nothing autoplays, so axe measures a page at rest. A slide under way moves cards past the arrows
  // while axe measures the targets' spacing (target-size), and its finding then depends on the moment.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('every route: no WCAG A/AA violation, one h1, no skipped heading level, unique landmarks', PHONE, async ({ page, request }) => {
  test.setTimeout(hostCeiling(180_000));
  for (const path of await siteRoutes(request)) {
    await page.goto(path);
    await waitForHydration(page);
    expect.soft(await violations(page), path).toEqual([]);
  }
});

test('the open phone menu: no violation', PHONE, async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the menu panel is the phone layout');
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').locator('.sf-mobile-menu > summary').click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  expect(await violations(page, { structure: false })).toEqual([]);
});

test('the open zoom dialog: no violation', PHONE, async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: /^Enlarge StarFamily, picture 1 of \d+$/ });
  await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: /enlarged/ });
  await expect(dialog).toHaveAttribute('data-state', 'open');
  expect(await violations(page)).toEqual([]);
});

test('the contact form showing its errors: no violation', PHONE, async ({ page }) => {
  await page.goto('/contact');
  await waitForHydration(page);
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await send.click();
  await expect(page.getByText('Please enter a message.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
