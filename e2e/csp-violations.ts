import type { Page } from "@playwright/test";

/**
 * Collects every Content-Security-Policy violation the browser reports on this page, from the
 * first script on (the listener is installed before the page's own scripts run), and the
 * console's "Refused to ..." lines, which also cover what happened before a navigation.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return async () => [...refused, ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations))];
}
