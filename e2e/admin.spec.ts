import { randomBytes } from "node:crypto";
import { E2E_ADMIN } from "../playwright.config";
import { newAccount, registerConfirmedAccount, signIn } from "./accounts";
import { expect, test } from "./fixtures";
import { upgradeToPremium } from "./pictures";
import { screenshotsNamed } from "./screenshots";
import type { Page } from "@playwright/test";

const shoot = screenshotsNamed("admin");

async function adminLogin(page: Page, password = E2E_ADMIN.password): Promise<void> {
  await page.getByLabel("Admin username").fill(E2E_ADMIN.username);
  await page.getByLabel("Admin password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test("a visitor sends a wish; the admin finds it under Wish List and resolves it", async ({
  page,
}) => {
  const wish = `Please add a dancing dinosaur ${randomBytes(4).toString("hex")}`;
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Contact & Support" })).toBeVisible();
  await expect(page.getByTestId("contact-footer")).toContainText("Doodle Dino");

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Missing Information");
  await expect(page.getByTestId("toast")).toContainText("Please fill in all fields.");

  await page.getByLabel("Your email").fill("wishful.parent@example.com");
  await page.getByRole("radio", { name: "Wish List" }).check();
  await page.getByRole("textbox", { name: "Message" }).fill(wish);
  await page.getByRole("button", { name: "Send Message" }).click();
  // One thank-you: the page's, with no toast saying it again (and the old 'Missing' one gone).
  await expect(page.getByTestId("contact-sent")).toContainText("Submit Successfully");
  await expect(page.getByTestId("toast")).toBeHidden();

  await page.goto("/admin-support");
  await adminLogin(page, "not-the-password");
  await expect(page.getByTestId("toast")).toContainText("Login Failed");
  await expect(page.getByTestId("toast")).toContainText("Invalid admin credentials");
  await adminLogin(page);
  await expect(page.getByRole("heading", { name: "Support Messages" })).toBeVisible();
  await expect(page.getByTestId("toast")).toBeHidden();

  await page.getByTestId("filter-wish_list").click();
  await expect(page.getByTestId("filter-wish_list")).toHaveAttribute("aria-pressed", "true");
  const card = page.getByTestId("support-submission").filter({ hasText: wish });
  await expect(card).toContainText("Wish List");
  await expect(card).toContainText("wishful.parent@example.com");
  await card.getByLabel("Status").selectOption("resolved");
  await expect(page.getByTestId("toast")).toContainText("Status Updated");

  // The sign-in lives in this tab's session storage: a reload keeps it.
  await page.reload();
  await page.getByTestId("filter-wish_list").click();
  await expect(
    page.getByTestId("support-submission").filter({ hasText: wish }).getByLabel("Status"),
  ).toHaveValue("resolved");

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByLabel("Admin username")).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test("priority support: the plans and the contact page promise it, the inbox lists a Premium family first, marked", async ({
  page,
  request,
}) => {
  await page.goto("/subscription");
  await expect(page.getByTestId("plan-premium")).toContainText("Priority support");
  await expect(page.getByTestId("plan-platinum")).toContainText("Priority support");
  await expect(page.getByTestId("plan-free")).toContainText("No priority support");
  await page.getByTestId("plan-premium").scrollIntoViewIfNeeded();
  await shoot(page, "plans");
  await page.goto("/contact");
  await expect(page.getByTestId("priority-support-note")).toContainText(
    "Premium and Platinum families get priority support: sign in before you write",
  );
  await shoot(page, "contact-visitor");

  const account = await registerConfirmedAccount(page.request, newAccount("Pria"));
  await page.goto("/auth");
  await signIn(page, account);
  await upgradeToPremium(page.request);
  await page.goto("/subscription");
  await expect(page.getByText("Priority support included")).toBeVisible();
  await page.goto("/contact");
  await expect(page.getByTestId("priority-support-note")).toContainText(
    "Your Premium plan includes priority support: your message goes to the top of our list.",
  );
  await shoot(page, "contact-premium");
  const question = `How do I print a story? ${randomBytes(4).toString("hex")}`;
  await page.getByLabel("Your email").fill(account.email);
  await page.getByRole("radio", { name: "User Assistance" }).check();
  await page.getByRole("textbox", { name: "Message" }).fill(question);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("contact-sent")).toBeVisible();
  // A visitor writes later: newer, yet below the paying family's waiting question.
  const later = `A visitor's later question ${randomBytes(4).toString("hex")}`;
  const sent = await request.post("/api/support", {
    data: { email: "visitor@example.com", subject: "user_assistance", message: later },
  });
  expect(sent.status()).toBe(201);

  await page.goto("/admin-support");
  await adminLogin(page);
  const messages = page.getByTestId("support-submission");
  const paying = messages.filter({ hasText: question });
  await expect(paying.getByTestId("priority-badge")).toContainText("Priority");
  await expect(paying.getByTestId("priority-badge")).toContainText("Premium");
  await expect(messages.filter({ hasText: later }).getByTestId("priority-badge")).toHaveCount(0);
  const order = await messages.allTextContents();
  const payingAt = order.findIndex((text) => text.includes(question));
  const laterAt = order.findIndex((text) => text.includes(later));
  expect(payingAt).toBeGreaterThanOrEqual(0);
  expect(payingAt).toBeLessThan(laterAt);
  expect(
    Number(await page.getByTestId("filter-priority").locator("span").last().textContent()),
  ).toBeGreaterThanOrEqual(1);
  await shoot(page, "support-inbox");

  await page.getByTestId("filter-priority").click();
  await expect(page.getByTestId("filter-priority")).toHaveAttribute("aria-pressed", "true");
  await expect(paying).toBeVisible();
  await expect(messages.filter({ hasText: later })).toHaveCount(0);
  await shoot(page, "support-inbox-priority");
});

test("the dashboard shows a family's seeded figures", async ({ page, request }) => {
  const account = await registerConfirmedAccount(request, newAccount("Figgy"));
  const signedIn = await request.post("/api/auth/login", {
    data: { username: account.username, password: account.password },
  });
  expect(signedIn.status()).toBe(200);
  for (const description of ["a red kite in the sky", "two frogs on a lily pad"]) {
    const made = await request.post("/api/images/generate", { data: { description } });
    expect(made.status()).toBe(201);
  }

  await page.goto("/admin");
  await adminLogin(page);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  expect(Number(await page.getByTestId("total-users").textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await page.getByTestId("total-images").textContent())).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole("img", { name: /^New users: / })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Activity: / })).toBeVisible();

  const card = page.getByTestId("admin-user").filter({ hasText: account.email });
  await expect(card).toContainText("Figgy Lovelace");
  await expect(card).toContainText("free · active");
  const stat = (label: string) =>
    card
      .locator("div")
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator("dd");
  await expect(stat("Sessions")).toHaveText("1");
  await expect(stat("Pictures")).toHaveText("2");
  await expect(stat("Last login")).toHaveText("Today");
  // Pictures from the built-in illustrator cost nothing; only an image model's are charged.
  await expect(stat("Cost this month")).toHaveText("$0.00");
  await expect(stat("Revenue this month")).toHaveText("$0.00");
  await expect(stat("Margin")).toHaveText("0%");
  await expect(card.getByText("Unprofitable")).toHaveCount(0);
});
