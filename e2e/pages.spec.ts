import { DEFAULT_TRIAL_IMAGES } from "../src/shared/limits";
import { RETENTION } from "../src/shared/retention";
import { registerConfirmedAccount, signIn } from "./accounts";
import { expect, test } from "./fixtures";

test("the landing page has its tagline, four tiles, sign-in links and safety line", async ({
  page,
}) => {
  await page.goto("/landing");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("creative studio");
  for (const tile of ["Voice to Art", "Face Swap", "Stories", "Greeting Cards"]) {
    await expect(page.getByRole("heading", { name: tile, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Try for Free" })).toHaveAttribute("href", "/try");
  await expect(page.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute(
    "href",
    "/auth",
  );
  await page.getByRole("link", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/auth\?tab=sign-up$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page.getByRole("button", { name: "Save to Home Screen" })).toBeVisible();
  await expect(page.getByText(/kid-safe word filter/)).toBeVisible();
});

test("a visitor sees the same header on every page: the trial counter and the Account menu", async ({
  page,
}) => {
  for (const path of ["/", "/try", "/about", "/contact", "/subscription", "/auth", "/nowhere"]) {
    await page.goto(path);
    const header = page.getByRole("banner");
    await expect(header.getByTestId("trial-counter"), path).toBeVisible();
    await expect(header.getByRole("button", { name: "Account menu" }), path).toBeVisible();
  }
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem")).toHaveText(["Sign Up Free!", "Sign In", "Help"]);
});

test("the About page states the server's trial size and credits the artwork", async ({ page }) => {
  await page.goto("/about");
  const trial = (await (await page.request.get("/api/trial")).json()) as {
    maxTrialImages: number;
  };
  expect(trial.maxTrialImages).toBe(DEFAULT_TRIAL_IMAGES);
  await expect(page.getByTestId("trial-size")).toContainText(
    `Up to ${trial.maxTrialImages} pictures can be made without signing up.`,
  );
  await expect(
    page.getByText(
      "Pictures are drawn with Fluent Emoji by Microsoft (MIT licence) and emoji keyword data from Emojibase (MIT licence).",
    ),
  ).toBeVisible();
});

test("the Privacy page is linked from the footer and the sign-up form and states the retention the code keeps", async ({
  page,
}) => {
  await page.goto("/about");
  await page
    .getByRole("navigation", { name: "Footer" })
    .getByRole("link", { name: "Privacy" })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy" })).toBeVisible();
  const table = page.getByTestId("retention-table");
  await expect(table.getByRole("row", { name: /Messages, and requests/ })).toContainText(
    `${RETENTION.messagesMonths} months after sending`,
  );
  await expect(table.getByRole("row", { name: /declined or blocked/ })).toContainText(
    `${RETENTION.declinedRequestsDays} days after the answer`,
  );
  await expect(table.getByRole("row", { name: /sign-ins/ })).toContainText(
    `${RETENTION.activityMonths} months`,
  );
  await expect(table.getByRole("row", { name: /outbox/ })).toContainText(
    `${RETENTION.outboxMailDays} days`,
  );
  await expect(page.getByRole("heading", { name: "Getting it, or deleting it" })).toBeVisible();

  await page.goto("/auth?tab=sign-up");
  await page.getByRole("link", { name: "our Privacy page" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no-such-place");
  await expect(page.getByRole("heading", { name: /this page wandered off/i })).toBeVisible();
  await page.getByRole("link", { name: "Take me home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a signed-in family's 404 page has the family's own header, not a 'Create' button", async ({
  page,
}) => {
  const account = await registerConfirmedAccount(page.request);
  await page.goto("/auth");
  await signIn(page, account);
  await page.goto("/no-such-place");
  await expect(page.getByRole("heading", { name: /this page wandered off/i })).toBeVisible();
  const header = page.getByRole("banner");
  for (const link of ["My Diary", "Story Book", "Contacts"]) {
    await expect(header.getByRole("link", { name: link })).toBeVisible();
  }
  await expect(header.getByTestId("account-menu-name")).toHaveText(account.firstName);
  await expect(page.getByRole("link", { name: "Create", exact: true })).toHaveCount(0);
  await header.getByRole("link", { name: "Story Book" }).click();
  await expect(page.getByRole("heading", { name: "My Story Book" })).toBeVisible();
});

test("the dino test pages draw the mascot", async ({ page }) => {
  await page.goto("/test-dino");
  await expect(page.getByRole("img", { name: /dino at \d+ pixels/i })).toHaveCount(5);
  await page.goto("/test-visible-dino");
  await expect(page.getByRole("img", { name: /dancing dino/i })).toHaveCount(4);
});

test("the web app manifest is installable", async ({ page }) => {
  const response = await page.request.get("/manifest.webmanifest");
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    name: "Doodle Dino",
    display: "standalone",
    theme_color: "#4299e1",
  });
  for (const icon of ["/icons/icon-192.png", "/icons/icon-512.png"]) {
    expect((await page.request.get(icon)).ok()).toBe(true);
  }
});
