import type { Page } from "@playwright/test";
import { newAccount, registerConfirmedAccount } from "./accounts";
import { signInByApi } from "./families";
import { createPicture, expect, test } from "./fixtures";
import { makePictures } from "./pictures";
import { screenshotsNamed } from "./screenshots";
import { familyWithStory } from "./story-books";
import { expectToastToCoverNoControl } from "./toasts";

/** A toast never covers a control (issue 36 item 9), in the dialogs that show one while open. */
const shoot = screenshotsNamed("toast-placement");

async function family(page: Page): Promise<void> {
  await signInByApi(page, await registerConfirmedAccount(page.request, newAccount("Ada")));
}

test("the Compose dialog's refusals cover none of its controls, Send and Cancel among them", async ({
  page,
}) => {
  await family(page);
  await makePictures(page.request, 1, "a red kite");
  await page.goto("/sent");
  await page.getByRole("button", { name: "Compose" }).click();
  const compose = page.getByRole("dialog", { name: "Compose New Message" });
  const toast = page.getByTestId("toast");

  // Sent empty: the first missing field is named.
  await compose.getByRole("button", { name: "Send Message" }).click();
  await expect(toast).toBeVisible();
  await expectToastToCoverNoControl(page);
  await shoot(page, "compose-missing");

  // The server's friendly refusal of a phone number, with a picture attached (a longer form).
  await compose.getByLabel("To (User ID or Email)").fill("cousin_ben");
  await compose.getByLabel("Subject").fill("My kite");
  await compose.getByLabel("Message").fill("Call me on 555 123 4567");
  await compose.getByRole("button", { name: "Add a picture" }).click();
  await compose.getByRole("button", { name: /Attach picture: a red kite/ }).click();
  // The form, longer than the screen now, scrolled to its buttons.
  const send = compose.getByRole("button", { name: "Send Message" });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  await expect(toast).toContainText(/phone/i);
  await expectToastToCoverNoControl(page);
  await shoot(page, "compose-refused");
  // The buttons stay in reach: scrolled to, they show clear of the toast.
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport();
  await expect(compose.getByRole("button", { name: "Cancel" })).toBeInViewport();
});

test("the Share Your Story dialog's refusal covers none of its controls", async ({ page }) => {
  await familyWithStory(page);
  await page.goto("/story-book");
  await page.getByRole("button", { name: "Share Enhanced" }).click();
  const share = page.getByRole("dialog", { name: "Share Your Story" });
  await share.getByRole("button", { name: "Share Story" }).click();
  await expect(page.getByTestId("toast")).toContainText("No Recipients");
  await expectToastToCoverNoControl(page);
  await shoot(page, "share-story-refused");
});

test("on a page with no free band (the gallery's end on a phone) the toast shows small, over no control", async ({
  page,
}) => {
  await page.goto("/try");
  await createPicture(page, "A blue whale with a party hat");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole("link", { name: "Privacy" })).toBeInViewport();
  // A visitor's tap on Stories (the tabs are off screen up the page) shows a toast here.
  await page.getByRole("tab", { name: /Stories/ }).evaluate((tab: HTMLElement) => tab.click());
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Sign In Required");
  await expect(toast).toBeInViewport();
  await expectToastToCoverNoControl(page);
  await shoot(page, "gallery-end");
});
