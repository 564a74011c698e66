import { newAccount, registerConfirmedAccount } from "./accounts";
import { signInByApi } from "./families";
import { createPicture, expect, test } from "./fixtures";
import { footerLinksCoveredWhileScrolling } from "./footer-links";
import { screenshotsNamed } from "./screenshots";

/** Nothing floating covers the footer's links, wherever the page is scrolled (issue 36). */
const shoot = screenshotsNamed("footer-clear");

test("the floating 'Make another picture' never covers the footer's links on a short gallery", async ({
  page,
}) => {
  await page.goto("/try");
  await createPicture(page, "A blue whale with a party hat");
  const makeAnother = page.getByRole("button", { name: "Make another picture" });
  await expect(makeAnother).toBeInViewport();
  expect(await footerLinksCoveredWhileScrolling(page)).toEqual([]);
  // Still in reach at the page's end.
  await expect(makeAnother).toBeInViewport();
  await shoot(page, "make-another-at-end");
});

test("the contacts' selection bar never covers the footer's links", async ({ page }) => {
  await signInByApi(page, await registerConfirmedAccount(page.request, newAccount("Ada")));
  for (const name of ["Grandma Rose", "Grandpa Joe", "Aunt May"]) {
    const email = `${name.toLowerCase().replace(/ /g, ".")}@example.com`;
    const added = await page.request.post("/api/contacts", { data: { name, email } });
    expect(added.status()).toBe(201);
  }
  await page.goto("/contacts");
  await page.getByLabel("Select Grandma Rose").check();
  const bar = page.getByTestId("selection-bar");
  await expect(bar).toContainText("1 person selected");
  expect(await footerLinksCoveredWhileScrolling(page)).toEqual([]);
  await expect(bar.getByRole("button", { name: "Confirm" })).toBeInViewport();
  await shoot(page, "selection-bar-at-end");
});
