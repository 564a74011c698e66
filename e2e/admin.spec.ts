import { randomBytes } from "node:crypto";
import { E2E_ADMIN } from "../playwright.config";
import { newAccount, registerConfirmedAccount } from "./accounts";
import { expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

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
