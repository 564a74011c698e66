import { GALLERY_PAGE_SIZE } from "../src/shared/contracts/gallery-pages";
import { newAccount, registerConfirmedAccount, signIn } from "./accounts";
import { createPicture, expect, test } from "./fixtures";
import { makePictures, upgradeToPremium } from "./pictures";
import { screenshotsNamed } from "./screenshots";

const shoot = screenshotsNamed("gallery");

test("a family with more pictures than a page sees them all, the newest first", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await registerConfirmedAccount(page.request, newAccount("Lior"));
  await page.goto("/auth");
  await signIn(page, account);
  await upgradeToPremium(page.request);
  const made = GALLERY_PAGE_SIZE + 2;
  await makePictures(page.request, made, "a paper boat");

  await page.goto("/");
  const cards = page.getByTestId("picture-card");
  await expect(page.getByTestId("gallery-count")).toHaveText(`(${made} pictures)`);
  await expect(cards).toHaveCount(GALLERY_PAGE_SIZE);
  await expect(cards.first()).toContainText(`a paper boat number ${made}`);
  const showOlder = page.getByRole("button", { name: "Show older pictures (2 more)" });
  await showOlder.scrollIntoViewIfNeeded();
  await shoot(page, "show-older");
  await showOlder.click();
  await expect(cards).toHaveCount(made);
  await expect(cards.last()).toContainText("a paper boat number 1");
  await expect(showOlder).toBeHidden();

  // A new picture goes on top; the pages move along without losing or repeating one.
  await page.evaluate(() => window.scrollTo(0, 0));
  await createPicture(page, "a yellow duck");
  await expect(page.getByTestId("gallery-count")).toHaveText(`(${made + 1} pictures)`);
  await expect(cards).toHaveCount(made + 1);
  await expect(cards.first()).toContainText("a yellow duck");
  await expect(cards.last()).toContainText("a paper boat number 1");
  const shown = await cards.allTextContents();
  expect(new Set(shown).size).toBe(made + 1);
});
