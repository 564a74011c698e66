import { test as atServerComputer } from "@playwright/test";
import { registerConfirmedAccount, fillSignIn, newAccount, signIn } from "./accounts";
import { createPicture, expect, test } from "./fixtures";
import { mailedLink } from "./outbox";
import { passParentalGate } from "./parental-gate";

// The test server has no mail server. A browser on its own computer (loopback, no forwarding
// header) gets the links on screen; the fixtures' `test` comes through a "proxy"
// (X-Forwarded-For), like a family on another device, and finds them only in the outbox.
atServerComputer(
  "at the server's computer: sign up, confirm on screen, sign in, change settings, log out, reset the password",
  async ({ page }) => {
    // The whole journey, from sign-up to a new password, in one test.
    atServerComputer.setTimeout(180_000);
    const account = newAccount();
    await page.goto("/auth");
    await expect(page.getByRole("heading", { name: "Hello, grown-ups!" })).toBeVisible();
    await page.getByRole("tab", { name: "Sign Up" }).click();
    await page.getByLabel("First name").fill(account.firstName);
    await page.getByLabel("Last name").fill(account.lastName);
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Email").fill(account.email);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill(account.password);
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByLabel("Confirm password").fill(account.password);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    await expect(page.getByText(/you're using the computer it runs on/)).toBeVisible();
    // The link, opened in the browser that signed up, confirms and signs in: no typing again.
    // The greeting shows for 5 s while the next page may still be loading on a busy machine:
    // every page from now on reports its toasts as they show.
    const toastsShown: string[] = [];
    await page.exposeFunction("reportLandingToast", (text: string) => toastsShown.push(text));
    // Watched from the document's first moment: the app's code can draw the toast before
    // DOMContentLoaded, and an observer added then would miss it.
    await page.addInitScript(() => {
      const report = (window as unknown as { reportLandingToast: (text: string) => void })
        .reportLandingToast;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="toast"]')?.textContent;
        if (text) report(text);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole("link", { name: "Confirm My Email" }).click();
    await page.waitForURL((url) => url.pathname === "/" && !url.search);
    await expect.poll(() => toastsShown.join("\n")).toContain("Email confirmed!");
    expect(toastsShown.join("\n")).toContain("You're signed in. Welcome to Doodle Dino!");
    await expect(page.getByTestId("account-menu-name")).toHaveText(account.firstName);
    await expect(page.getByRole("heading", { name: "Step 1: Tell Me Your Idea!" })).toBeVisible();

    await page.getByRole("button", { name: /^Account menu/ }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByText(`${account.firstName} ${account.lastName}`)).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    for (const item of ["Account Settings", "Premium", "Help", "Logout"]) {
      await expect(menu.getByRole("menuitem", { name: item })).toBeVisible();
    }
    await menu.getByRole("menuitem", { name: "Account Settings" }).click();

    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    const puts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PUT") puts.push(request.postData() ?? "");
    });
    await page.getByRole("radio", { name: "Girl" }).check();
    await page.getByLabel("Age", { exact: true }).fill("5");
    await page.getByRole("radio", { name: /^Growing/ }).check();
    await page.getByRole("radio", { name: "Racing Car" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("toast")).toContainText("Account Updated!");
    expect(puts.map((body) => JSON.parse(body) as unknown)).toEqual([
      { gender: "girl", age: 5, profileIcon: "car", speakingLevel: "growing" },
    ]);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("toast")).toContainText("Nothing to save");
    // A new attempt answers for itself: the age error alone, no old 'Nothing to save' beside it.
    await page.getByLabel("Age", { exact: true }).fill("25");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Age must be a whole number from 1 to 18")).toBeVisible();
    await expect(page.getByTestId("toast")).toBeHidden();
    await page.getByLabel("Age", { exact: true }).fill("6");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByTestId("toast")).toContainText("Account Updated!");
    expect(puts.slice(1).map((body) => JSON.parse(body) as unknown)).toEqual([{ age: 6 }]);

    await page.reload();
    await expect(page.getByRole("radio", { name: "Girl" })).toBeChecked();
    await expect(page.getByLabel("Age", { exact: true })).toHaveValue("6");
    await expect(page.getByRole("radio", { name: /^Growing/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Racing Car" })).toBeChecked();

    await passParentalGate(page);
    const exported = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download our data" }).click();
    expect((await exported).suggestedFilename()).toMatch(/\.zip$/);

    await page.getByRole("button", { name: /^Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(
      page.getByRole("heading", { name: /your toddler's first creative studio/i }),
    ).toBeVisible();

    await page.goto("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    const newPassword = "brand-new-roar-2";
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();
    await expect(page.getByText(/works only after you click that link/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign In with New Password" })).toHaveAttribute(
      "href",
      "/auth",
    );
    // Even at the server's own computer the password link is never on screen: it waits in the
    // outbox, as the screen says.
    await expect(page.getByTestId("outbox-note")).toContainText("outbox folder");
    await expect(page.getByRole("link", { name: "Confirm New Password" })).toHaveCount(0);
    await page.goto(await mailedLink(account.email, "reset"));
    await expect(page).toHaveURL(/\/auth\?reset=1$/);
    await expect(page.getByText("Your new password is ready! Sign in with it now.")).toBeVisible();

    await fillSignIn(page, account.username, account.password);
    await expect(page.getByTestId("toast")).toContainText("Login failed");
    await expect(page.getByTestId("toast")).toContainText("Invalid username/email or password.");
    await signIn(page, { ...account, password: newPassword });
  },
);

test("on another device: no link on screen, the screens say it waits in the server's outbox", async ({
  page,
  browser,
}) => {
  const account = newAccount("Lin");
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();
  await expect(page.getByTestId("outbox-note")).toContainText("no mail server yet");
  await expect(page.getByText("Ask the grown-up who runs this Doodle Dino.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Confirm My Email" })).toHaveCount(0);

  // The link opened in another browser (the grown-up's phone) only confirms: nobody is signed
  // in there, nor here.
  const phone = await browser.newContext();
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(await mailedLink(account.email, "verify"));
    await expect(phonePage).toHaveURL(/\/auth\?verified=1$/);
    await expect(phonePage.getByText("Email confirmed! You can sign in now.")).toBeVisible();
    await expect(phonePage.getByRole("tab", { name: "Sign In" })).toBeVisible();
  } finally {
    await phone.close();
  }
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: /your toddler's first creative studio/i }),
  ).toBeVisible();

  await page.goto("/reset-password");
  const newPassword = "far-away-roar-3";
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();
  await expect(page.getByTestId("outbox-note")).toContainText("outbox folder");
  await expect(page.getByRole("link", { name: "Confirm New Password" })).toHaveCount(0);
  await page.goto(await mailedLink(account.email, "reset"));
  await expect(page.getByText("Your new password is ready! Sign in with it now.")).toBeVisible();
  await signIn(page, { ...account, password: newPassword });
});

test("the forms' messages, 'Back to Sign Up', and an unconfirmed e-mail's new link", async ({
  page,
}) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Username is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  for (const message of [
    "Please enter your first name",
    "Please enter a valid email address",
    "Password must be at least 6 characters",
    "Please confirm your password",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  const account = newAccount("Grace");
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill("something-else");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Confirm Your Email" })).toBeVisible();

  await page.getByRole("button", { name: "Back to Sign Up" }).click();
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  for (const label of ["First name", "Username", "Email", "Confirm password"]) {
    await expect(page.getByLabel(label)).toHaveValue("");
  }

  await page.getByLabel("First name").fill("Another");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Email").fill(`other-${account.email}`);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("toast")).toContainText("Registration failed");
  await expect(page.getByTestId("toast")).toContainText("That username is already taken.");

  await page.getByRole("tab", { name: "Sign In" }).click();
  await fillSignIn(page, account.email, account.password);
  const notice = page.getByTestId("email-not-verified");
  await expect(notice).toContainText("Please confirm your email address first");
  await expect(page.getByTestId("toast")).toContainText("Confirm Your Email");
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByTestId("toast")).toContainText("Link sent");
  await expect(notice.getByTestId("outbox-note")).toBeVisible();
  // The fresh link, opened in the browser that signed up, signs in.
  await page.goto(await mailedLink(account.email, "verify"));
  await page.waitForURL((url) => url.pathname === "/" && !url.search);
  await expect(page.getByTestId("account-menu-name")).toHaveText(account.firstName);
  await page.context().clearCookies();

  await page.goto("/auth?verified=invalid");
  await expect(page.getByText(/That confirmation link didn't work/)).toBeVisible();
  await page.goto("/auth?reset=invalid");
  await expect(page.getByText(/That password link didn't work/)).toBeVisible();
  await page.getByRole("link", { name: "Ask for a new link" }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
});

test("a signed-out visit to /account goes to sign in and back; signed in, /auth goes home", async ({
  page,
}) => {
  const account = await registerConfirmedAccount(page.request);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/);
  await signIn(page, account, "/account");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Step 1: Tell Me Your Idea!" })).toBeVisible();
  await expect(page.getByTestId("trial-counter")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Face Swap Magic" })).toHaveAttribute(
    "href",
    "/face-swap",
  );
  await page.getByRole("tab", { name: "Stories" }).click();
  await expect(page.getByRole("link", { name: "Start Creating Stories" })).toHaveAttribute(
    "href",
    "/story",
  );
});

test("a visitor's picture is in the gallery after signing in; deleting the account ends it", async ({
  page,
}) => {
  const account = await registerConfirmedAccount(page.request, newAccount("Mary"));
  const idea = "A green turtle with a red hat";
  await page.goto("/try");
  await createPicture(page, idea);
  await page.goto("/auth");
  await signIn(page, account);
  await expect(page.getByTestId("picture-card")).toHaveCount(1);
  await expect(page.getByRole("button", { name: `Open picture: ${idea}` })).toBeVisible();

  await page.goto("/account");
  await passParentalGate(page);
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this account?" });
  await expect(dialog.getByText(/every picture/)).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Delete everything" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.click();
  await expect(page.getByTestId("toast")).toContainText("Account deleted");
  await expect(
    page.getByRole("heading", { name: /your toddler's first creative studio/i }),
  ).toBeVisible();
  await page.goto("/auth");
  await fillSignIn(page, account.username, account.password);
  await expect(page.getByTestId("toast")).toContainText("Login failed");
});
