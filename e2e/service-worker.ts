import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Waits until the service worker has installed the app and controls this page. It takes the page
 * that installed it at once, so this holds on the very first visit, with no reload.
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}
