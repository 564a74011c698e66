import type { Page } from "@playwright/test";
import {
  TRIAL_COMPLETE_MESSAGE,
  TRIAL_COMPLETE_TITLE,
} from "../src/shared/contracts/trial-messages";
import { newAccount, registerConfirmedAccount, type TestAccount } from "./accounts";
import { otherFamilyPage, signInByApi } from "./families";
import { createPicture, expect, test } from "./fixtures";
import { makePictures } from "./pictures";
import { screenshotsNamed } from "./screenshots";

/** What a family met on a phone (issue 36, items 1, 2, 3, 7 and 12). */
const shoot = screenshotsNamed("phone-family");

async function family(page: Page, firstName: string): Promise<TestAccount> {
  const account = await registerConfirmedAccount(page.request, newAccount(firstName));
  await signInByApi(page, account);
  return account;
}

const ideaBox = (page: Page) => page.getByLabel(/type your idea here/i);

test("/gallery lands on the gallery (issue 36 item 7)", async ({ page }) => {
  await page.goto("/gallery");
  await expect(page).toHaveURL(/\/try#gallery$/);
  await expect(page.getByRole("heading", { name: /My Magic Gallery/ })).toBeInViewport();
  await expect(page.getByText("Oops! This page wandered off.")).toBeHidden();
  await shoot(page, "gallery-path");
});
