import type { Page } from "@playwright/test";
import { test } from "./fixtures";

/**
 * A spec's screenshot taker: with SCREENSHOTS_DIR set, `shoot(page, name)` saves the page as
 * `<project>-<prefix>-<name>.png` there (to look at what the spec drove, on each viewport);
 * without it, it does nothing. The short wait lets transitions and toasts settle first.
 */
export function screenshotsNamed(prefix: string, defaults: { fullPage?: boolean } = {}) {
  return async (page: Page, name: string, fullPage = defaults.fullPage ?? false) => {
    const directory = process.env.SCREENSHOTS_DIR;
    if (!directory) return;
    await page.waitForTimeout(400);
    const file = [test.info().project.name, prefix, name].filter(Boolean).join("-");
    await page.screenshot({ path: `${directory}/${file}.png`, fullPage });
  };
}
