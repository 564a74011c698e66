import type { Page } from "@playwright/test";
import { REPORT_UNDO_SECONDS } from "../src/shared/contracts/family";
import {
  TRIAL_COMPLETE_MESSAGE,
  TRIAL_COMPLETE_TITLE,
} from "../src/shared/contracts/trial-messages";
import { newAccount, registerConfirmedAccount, type TestAccount } from "./accounts";
import { otherFamilyPage, signInByApi } from "./families";
import { createPicture, expect, test } from "./fixtures";
import { passParentalGate } from "./parental-gate";
import { makePictures } from "./pictures";
import { screenshotsNamed } from "./screenshots";

/** What a family met on a phone (issue 36, items 1, 2, 3, 4, 7 and 12). */
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

test("/gallery lands on a signed-in family's gallery on / (issue 36 item 7)", async ({ page }) => {
  await family(page, "Ada");
  await page.goto("/gallery");
  await expect(page).toHaveURL(/\/#gallery$/);
  await expect(page.getByRole("heading", { name: /My Magic Gallery/ })).toBeInViewport();
});

test("the microphone and the idea box are on /try's first screen, and stay in reach after a picture (issue 36 item 1)", async ({
  page,
}) => {
  await page.goto("/try");
  await expect(ideaBox(page)).toBeInViewport();
  const microphone = page.getByRole("button", { name: /tap and tell me your idea/i });
  if (await microphone.count()) await expect(microphone).toBeInViewport();
  await shoot(page, "try-first-screen");

  await createPicture(page, "A blue whale with a party hat");
  const makeAnother = page.getByRole("button", { name: "Make another picture" });
  await expect(makeAnother).toBeInViewport();
  // Floating, it lies over none of what the page has just shown: the gallery's heading and
  // Refresh, the new picture and its buttons.
  const gallery = page.getByRole("region", { name: /My Magic Gallery/ });
  await expect(gallery.getByRole("button", { name: "Refresh" })).toBeInViewport();
  const floating = await makeAnother.boundingBox();
  for (const shown of [
    gallery.getByRole("heading", { name: /My Magic Gallery/ }),
    gallery.getByRole("button", { name: "Refresh" }),
    ...(await gallery.getByTestId("picture-card").first().getByRole("button").all()),
  ]) {
    await expect(shown).toBeInViewport();
    const box = await shown.boundingBox();
    const overlaps =
      !!floating &&
      !!box &&
      box.y < floating.y + floating.height &&
      box.y + box.height > floating.y &&
      box.x < floating.x + floating.width &&
      box.x + box.width > floating.x;
    expect(overlaps, `'Make another picture' lies over ${await shown.textContent()}`).toBe(false);
  }
  await shoot(page, "after-picture");
  await makeAnother.click();
  await expect(ideaBox(page)).toBeInViewport();
  await expect(ideaBox(page)).toBeFocused();
  await expect(makeAnother).toBeHidden();
});

test("the trial's end says 'Trial Complete!' and the way forward beside the idea box (issue 36 item 12)", async ({
  page,
}) => {
  await page.goto("/try");
  for (const idea of ["A sun", "A moon", "A star"]) {
    const made = await page.request.post("/api/images/generate", { data: { description: idea } });
    expect(made.status()).toBe(201);
  }
  await page.reload();
  const section = page.getByRole("region", { name: "Step 1: Tell Me Your Idea!" });
  const ended = section.getByTestId("trial-ended");
  await expect(ended.getByRole("heading", { name: TRIAL_COMPLETE_TITLE })).toBeVisible();
  await expect(ended).toContainText(TRIAL_COMPLETE_MESSAGE);
  await expect(ended.getByRole("link", { name: "Sign Up Free!" })).toHaveAttribute(
    "href",
    /\/auth\?tab=sign-up/,
  );
  // A tap on the greyed Create button brings the words into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const create = page.getByRole("button", { name: "Create My Picture!" });
  await create.evaluate((element) => element.scrollIntoView({ block: "end" }));
  await create.click({ force: true });
  await expect(ended).toBeInViewport();
  await shoot(page, "trial-ended");
});

test("a waiting family request shows on the Messages menu, the account menu and the home page (issue 36 item 2)", async ({
  page,
  browser,
}) => {
  const ben = await family(page, "Ben");
  const cousinPage = await otherFamilyPage(browser);
  await family(cousinPage, "Cleo");
  await page.goto("/");
  await expect(page.getByTestId("waiting-requests-notice")).toBeHidden();
  const sent = await cousinPage.request.post("/api/messages/send", {
    data: { toUserId: ben.username, subject: "Hello", content: "Look at my kite!" },
  });
  expect(sent.status()).toBe(201);
  await cousinPage.context().close();

  await page.reload();
  const header = page.getByRole("banner");
  await expect(header.getByTestId("messages-menu").getByTestId("waiting-requests")).toHaveText(
    "1 family request waiting",
  );
  const account = header.getByRole("button", { name: /Account menu/ });
  await expect(account.getByTestId("waiting-requests")).toHaveText("1 family request waiting");
  const notice = page.getByTestId("waiting-requests-notice");
  await expect(notice).toContainText("1 family is asking to connect");
  await shoot(page, "waiting-request");
  await account.click();
  await expect(page.getByRole("menuitem", { name: /For grown-ups/ })).toContainText("1 waiting");
  await page.keyboard.press("Escape");
  await notice.getByRole("link", { name: "Open For grown-ups" }).click();
  await expect(page).toHaveURL(/\/family$/);
});

test("closing the friendly refusal keeps the message being written (issue 36 item 3)", async ({
  page,
}) => {
  await family(page, "Ada");
  await makePictures(page.request, 1, "a red kite");
  await page.goto("/sent");
  await page.getByRole("button", { name: "Compose" }).click();
  const compose = page.getByRole("dialog", { name: "Compose New Message" });
  await compose.getByLabel("To (User ID or Email)").fill("cousin_ben");
  await compose.getByLabel("Subject").fill("My kite");
  await compose.getByLabel("Message").fill("Call me on 555 123 4567");
  await compose.getByRole("button", { name: "Add a picture" }).click();
  await compose.getByRole("button", { name: /Attach picture: a red kite/ }).click();
  await compose.getByRole("button", { name: "Send Message" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toBeVisible();
  await toast.getByRole("button", { name: "Close message" }).click();
  await expect(toast).toBeHidden();
  await expect(compose).toBeVisible();
  await expect(compose.getByLabel("To (User ID or Email)")).toHaveValue("cousin_ben");
  await expect(compose.getByLabel("Subject")).toHaveValue("My kite");
  await expect(compose.getByLabel("Message")).toHaveValue("Call me on 555 123 4567");
  await expect(compose.getByRole("button", { name: "Remove picture" })).toBeVisible();
  await shoot(page, "compose-after-refusal");
});

test("Report on a received message asks a grown-up, says what happens, and can be undone (issue 36 item 4)", async ({
  page,
  browser,
}) => {
  const ben = await family(page, "Ben");
  const adaPage = await otherFamilyPage(browser);
  const ada = await family(adaPage, "Ada");
  const sent = await adaPage.request.post("/api/messages/send", {
    data: { toUserId: ben.username, subject: "A kite", content: "Look at my red kite!" },
  });
  expect(sent.status()).toBe(201);
  await adaPage.context().close();
  const accepted = await page.request.post(`/api/family/requests/${ada.username}/accept`);
  expect(accepted.status()).toBe(200);

  await page.goto("/inbox");
  const row = page.getByTestId("message-row");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^A kite/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Report" }).click();
  await passParentalGate(page);
  const confirm = page.getByRole("dialog", { name: "Report this message?" });
  await expect(confirm).toContainText("a grown-up at Doodle Dino will read it");
  await expect(confirm).toContainText(`You can undo it for ${REPORT_UNDO_SECONDS} seconds.`);
  await shoot(page, "report-confirm");
  await confirm.getByRole("button", { name: "Report" }).click();

  const undoNotice = page.getByTestId("report-undo");
  await expect(undoNotice).toContainText("Thank you for telling us");
  await expect(row).toHaveCount(0);
  await shoot(page, "report-undo");
  await undoNotice.getByRole("button", { name: /^Undo/ }).click();
  await expect(page.getByTestId("toast")).toContainText("Report taken back");
  await expect(row).toHaveCount(1);
  await expect(undoNotice).toBeHidden();
});
