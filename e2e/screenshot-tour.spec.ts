import { fillSignIn, newAccount, registerConfirmedAccount, signIn } from "./accounts";
import { createPicture, expect, test } from "./fixtures";
import { screenshotsNamed } from "./screenshots";

/**
 * Not a check: a tour that photographs every page and state for a person to look at.
 * Runs only with SCREENSHOTS_DIR set, e.g. `SCREENSHOTS_DIR=.tmp/shots npx playwright test tour`.
 */
const directory = process.env.SCREENSHOTS_DIR;
test.skip(!directory, "set SCREENSHOTS_DIR to take the screenshot tour");

const shoot = screenshotsNamed("");

test("screenshot tour", async ({ page }) => {
  test.setTimeout(120_000);
  for (const [path, name] of [
    ["/", "landing"],
    ["/about", "about"],
    ["/privacy", "privacy"],
    ["/missing-page", "not-found"],
    ["/test-dino", "test-dino"],
    ["/test-visible-dino", "test-visible-dino"],
    ["/try", "try-empty"],
  ] as const) {
    await page.goto(path);
    await shoot(page, name, true);
  }

  await page.getByRole("button", { name: "Account menu" }).click();
  await shoot(page, "account-menu");
  await page.getByRole("menuitem", { name: "Help" }).click();
  await shoot(page, "help-dialog");
  await page.keyboard.press("Escape");

  await page.route("**/api/images/generate", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    await route.continue();
  });
  await page.getByLabel(/type your idea here/i).fill("A purple elephant on the beach");
  await page.getByRole("button", { name: "Create My Picture!" }).click();
  await page.waitForTimeout(8_000);
  await shoot(page, "overlay");
  await expect(page.getByTestId("generation-overlay")).toBeHidden({ timeout: 20_000 });
  await page.unroute("**/api/images/generate");

  await createPicture(page, "A red fox under a big tree with a yellow sun");
  const firstCard = page.getByTestId("picture-card").first();
  await firstCard.scrollIntoViewIfNeeded();
  await firstCard.getByRole("button", { name: "Words" }).click();
  await page.waitForTimeout(1_200);
  await shoot(page, "gallery-words");
  await page.getByRole("heading", { name: /my magic gallery/i }).scrollIntoViewIfNeeded();
  await shoot(page, "gallery", true);

  await firstCard.getByRole("button", { name: /^Open picture/ }).click();
  await shoot(page, "detail-dialog");
  await page.keyboard.press("Escape");
  await firstCard.getByRole("button", { name: /^Delete picture/ }).click();
  await shoot(page, "delete-confirm");
  await page.keyboard.press("Escape");

  await createPicture(page, "A green dinosaur with a rainbow");
  await page.getByTestId("free-trial-box").scrollIntoViewIfNeeded();
  await shoot(page, "trial-exhausted", true);
});

test("accounts screenshot tour", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/auth");
  await shoot(page, "auth-sign-in", true);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await shoot(page, "auth-sign-in-errors", true);
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await shoot(page, "auth-sign-up-errors", true);

  const unconfirmed = newAccount("Grace");
  await page.getByLabel("First name").fill(unconfirmed.firstName);
  await page.getByLabel("Username").fill(unconfirmed.username);
  await page.getByLabel("Email").fill(unconfirmed.email);
  await page.getByLabel("Password", { exact: true }).fill(unconfirmed.password);
  await page.getByLabel("Confirm password").fill(unconfirmed.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();
  await shoot(page, "auth-confirm-email", true);
  await page.getByRole("button", { name: "Back to Sign Up" }).click();
  await page.getByRole("tab", { name: "Sign In" }).click();
  await fillSignIn(page, unconfirmed.username, unconfirmed.password);
  await expect(page.getByTestId("email-not-verified")).toBeVisible();
  await shoot(page, "auth-email-not-verified", true);

  for (const query of ["verified=1", "verified=invalid", "reset=1", "reset=invalid"]) {
    await page.goto(`/auth?${query}`);
    await shoot(page, `auth-${query.replace("=", "-")}`);
  }

  await page.goto("/reset-password");
  await shoot(page, "reset-password", true);
  await page.getByLabel("Email").fill(unconfirmed.email);
  await page.getByLabel("New password", { exact: true }).fill("another-pass");
  await page.getByLabel("Confirm new password").fill("another-pass");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();
  await shoot(page, "reset-password-complete", true);

  const account = await registerConfirmedAccount(page.request);
  await page.goto("/auth");
  await signIn(page, account);
  await shoot(page, "signed-in-home");
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await shoot(page, "signed-in-account-menu");
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Stories" }).click();
  await shoot(page, "signed-in-stories", true);

  await page.goto("/account");
  await page.getByRole("radio", { name: "Boy" }).check();
  await page.getByRole("radio", { name: "Dino" }).check();
  await shoot(page, "account", true);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText("Account Updated!");
  await shoot(page, "account-saved");
  await page.getByLabel("Age", { exact: true }).fill("30");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByLabel("Age", { exact: true }).scrollIntoViewIfNeeded();
  await shoot(page, "account-age-error");
  await page.getByRole("button", { name: "Delete account" }).click();
  await shoot(page, "account-delete-dialog");
});
