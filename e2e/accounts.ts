import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";
import { randomBytes } from "node:crypto";
import { expect } from "./fixtures";
import { mailedLink } from "./outbox";
import { recordToasts } from "./toasts";

export interface TestAccount {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
}

/** A fresh grown-up for one test: unique per run, project and test. */
export function newAccount(firstName = "Ada"): TestAccount {
  const username = `${firstName.toLowerCase()}_${randomBytes(5).toString("hex")}`;
  return {
    firstName,
    lastName: "Lovelace",
    username,
    email: `${username}@example.com`,
    password: "dino-secret-1",
  };
}

/** Signs up through the API and follows the verification link from the server's outbox (signed out). */
export async function registerConfirmedAccount(
  request: APIRequestContext,
  account: TestAccount = newAccount(),
): Promise<TestAccount> {
  const answer = await request.post("/api/auth/register", {
    data: { ...account, confirmPassword: account.password },
  });
  expect(answer.status()).toBe(201);
  const verificationLink = await mailedLink(account.email, "verify");
  // Followed by a client of its own: in `request`'s browser, the one that signed up, the link
  // would sign in too, and the tests sign in themselves.
  const mailReader = await playwrightRequest.newContext();
  try {
    expect((await mailReader.get(verificationLink)).url()).toContain("/auth?verified=1");
  } finally {
    await mailReader.dispose();
  }
  return account;
}

/** Fills the Sign In tab of /auth (the page must be showing it) and presses Sign In. */
export async function fillSignIn(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel("Username or email").fill(login);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** Signs in on /auth and waits for the full reload that follows 'Welcome back!'. */
export async function signIn(page: Page, account: TestAccount, expectedPath = "/"): Promise<void> {
  const toastsShown = await recordToasts(page);
  await fillSignIn(page, account.username, account.password);
  await page.waitForURL((url) => url.pathname === expectedPath && !url.search);
  expect(toastsShown().join("\n")).toContain("Welcome back!");
  await expect(page.getByTestId("account-menu-name")).toHaveText(account.firstName);
}
