import { newAccount, registerConfirmedAccount } from "./accounts";
import { createPicture, expect, test } from "./fixtures";
import { passParentalGate } from "./parental-gate";
import { screenshotsNamed } from "./screenshots";

const shoot = screenshotsNamed("subscription", { fullPage: true });

test("a free family uses up the month, upgrades through the demo checkout, creates again and cancels", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await registerConfirmedAccount(page.request, newAccount("Maya"));
  const login = await page.request.post("/api/auth/login", {
    data: { username: account.username, password: account.password },
  });
  expect(login.status()).toBe(200);

  await page.goto("/");
  for (let made = 1; made <= 5; made++)
    await createPicture(page, `a happy dinosaur number ${made}`);

  await page.getByLabel(/type your idea here/i).fill("one more rainbow kitten");
  await page.getByRole("button", { name: "Create My Picture!" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Monthly picture limit reached");
  await expect(toast).toContainText("Upgrade to Premium for 300 pictures a month!");
  await toast.getByRole("link", { name: "See plans" }).click();

  await expect(page).toHaveURL(/\/subscription$/);
  const currentPlan = page.getByTestId("current-plan");
  await expect(currentPlan.getByRole("heading", { name: "Free" })).toBeVisible();
  await expect(page.getByTestId("plan-status")).toHaveText("Active");
  await expect(page.getByTestId("usage-pictures")).toHaveText("5 of 5");
  await shoot(page, "free");

  // A child tapping Premium meets the parental gate; a grown-up passes it once for a while.
  await page.getByRole("button", { name: "Choose Premium" }).click();
  const paymentCard = page.getByTestId("payment-card");
  await expect(page.getByRole("dialog", { name: "Grown-ups only" })).toBeVisible();
  await shoot(page, "parental-gate");
  await expect(paymentCard).toBeHidden();
  await passParentalGate(page);
  await expect(paymentCard).toContainText("Pay for Premium");
  await expect(paymentCard.getByTestId("demo-checkout-label")).toContainText(
    "Demo checkout: no money moves",
  );
  await shoot(page, "payment-card");
  await paymentCard.getByRole("button", { name: "Cancel" }).click();
  await expect(toast).toContainText("Payment Cancelled");
  await expect(paymentCard).toBeHidden();

  await page.getByRole("button", { name: "Choose Premium" }).click();
  await page.getByRole("button", { name: "Pay $9.99 (demo)" }).click();
  await expect(page).toHaveURL(/\/subscription\?success=true$/);
  const success = page.getByTestId("subscription-success");
  await expect(success).toContainText("Payment Successful!");
  await expect(success).toContainText("Subscription Active");
  await expect(paymentCard).toBeHidden();
  await expect(toast).toBeHidden();
  await expect(currentPlan.getByRole("heading", { name: "Premium" })).toBeVisible();
  await expect(page.getByTestId("usage-pictures")).toHaveText("5 of 300");
  await shoot(page, "active");

  await page.goto("/");
  await expect(page.getByTestId("picture-card")).toHaveCount(5);
  await createPicture(page, "a dinosaur with a shiny crown");

  await page.goto("/subscription");
  await expect(page.getByTestId("usage-pictures")).toHaveText("6 of 300");
  await page.getByRole("button", { name: "Cancel Subscription" }).click();
  await expect(page.getByRole("dialog")).toContainText("Cancel your Premium plan?");
  await page.getByRole("button", { name: "Yes, cancel at the end of the period" }).click();
  await expect(toast).toContainText("Subscription Cancelled");
  await expect(page.getByTestId("plan-status")).toHaveText(/^Ending [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByRole("button", { name: "Cancel Subscription" })).toBeHidden();
  await expect(currentPlan.getByRole("heading", { name: "Premium" })).toBeVisible();
  await shoot(page, "ending");
});

test("a visitor sees the plans and a way to sign in, and loads no payment script", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Plans", level: 1 })).toBeVisible();
  for (const plan of ["free", "premium", "platinum"]) {
    await expect(page.getByTestId(`plan-${plan}`)).toBeVisible();
  }
  await expect(page.getByTestId("plan-premium")).toContainText("$9.99");
  await expect(page.getByTestId("plan-platinum")).toContainText("600 pictures a month");
  await expect(page.getByRole("link", { name: "Sign in to choose" }).first()).toBeVisible();
  await shoot(page, "visitor");
  expect(scripts.filter((url) => !url.startsWith("http://127.0.0.1"))).toEqual([]);
});
