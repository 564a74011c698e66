import { test as base, expect, type Page } from "@playwright/test";
import { randomInt } from "node:crypto";

/** A made-up address (TEST-NET-2, RFC 5737 style) so every test has its own daily trial quota. */
function randomVisitorAddress(): string {
  return `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "X-Forwarded-For": randomVisitorAddress() });
  },
});

export { expect };

/** Types an idea on /try, presses create, and waits until the picture is in the gallery. */
export async function createPicture(page: Page, idea: string): Promise<void> {
  const cards = page.getByTestId("picture-card");
  const before = await cards.count();
  await page.getByLabel(/type your idea here/i).fill(idea);
  await page.getByRole("button", { name: "Create My Picture!" }).click();
  await expect(cards).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(page.getByTestId("generation-overlay")).toBeHidden();
}
