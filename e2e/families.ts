import type { Browser, Page } from "@playwright/test";
import { randomInt } from "node:crypto";
import type { TestAccount } from "./accounts";
import { expect, test } from "./fixtures";

/** A second family in a browser of its own (own cookies, own address), like the first. */
export async function otherFamilyPage(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    deviceScaleFactor: use.deviceScaleFactor,
    userAgent: use.userAgent,
    extraHTTPHeaders: { "X-Forwarded-For": `203.0.113.${randomInt(1, 255)}` },
  });
  return context.newPage();
}

export async function signInByApi(page: Page, account: TestAccount): Promise<void> {
  const answer = await page.request.post("/api/auth/login", {
    data: { username: account.username, password: account.password },
  });
  expect(answer.status()).toBe(200);
}

/** Names the family's child in Account Settings: the name others see on its messages and cards. */
export async function nameChild(page: Page, childName: string): Promise<void> {
  const answer = await page.request.put("/api/settings", { data: { childName } });
  expect(answer.status()).toBe(200);
}
