// What the browser reports of the Content-Security-Policy on a page.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Collects every violation the page reports from now on, across navigations (the DOM event, and Chromium's console
 * line as a second witness); the function returned gives those reported since it was last called.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile || event.documentURI}`,
      );
    });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations?.splice(0) ?? [])), ...console.splice(0)];
}
