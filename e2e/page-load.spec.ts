import type { Page } from "@playwright/test";
import { registerConfirmedAccount } from "./accounts";
import { signInByApi } from "./families";
import { expect, test } from "./fixtures";

/** The spec's 401 for a visitor, which Chromium always logs as a failed resource. */
const isVisitorAnswer = (url: string) => url.endsWith("/api/auth/user");

/**
 * Counts the current-user and stylesheet requests and collects console errors and page errors
 * from now on.
 */
function watchPageLoad(page: Page) {
  const watched = { userRequests: 0, stylesheetRequests: 0, errors: [] as string[] };
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/auth/user") watched.userRequests++;
    if (pathname.endsWith(".css")) watched.stylesheetRequests++;
  });
  page.on("console", (message) => {
    if (message.type() !== "error" || isVisitorAnswer(message.location().url)) return;
    watched.errors.push(message.text());
  });
  page.on("pageerror", (error) => watched.errors.push(error.message));
  return watched;
}

for (const { path, heading } of [
  { path: "/", heading: /your toddler's first creative studio/i },
  { path: "/try", heading: "Step 1: Tell Me Your Idea!" },
]) {
  test(`a signed-out load of ${path} asks for the user once, downloads the stylesheet once and logs no other error`, async ({
    page,
  }) => {
    const watched = watchPageLoad(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(watched.userRequests).toBe(1);
    // The Link header's preload and the page's own link ask alike, so one download serves both.
    expect(watched.stylesheetRequests).toBe(1);
    expect(watched.errors).toEqual([]);
  });
}

test("moving to another page asks for the user once more", async ({ page }) => {
  const watched = watchPageLoad(page);
  await page.goto("/");
  await page.getByRole("link", { name: "Try for Free" }).click();
  await expect(page.getByRole("heading", { name: "Step 1: Tell Me Your Idea!" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(watched.userRequests).toBe(2);
  expect(watched.errors).toEqual([]);
});

test("the page's code arrives brotli-compressed and cached for good; the page itself is not cached", async ({
  page,
}) => {
  const scripts: { encoding?: string; cache?: string; bytes: number }[] = [];
  page.on("response", (response) => {
    if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) {
      const headers = response.headers();
      scripts.push({
        encoding: headers["content-encoding"],
        cache: headers["cache-control"],
        bytes: Number(headers["content-length"] ?? Infinity),
      });
    }
  });
  const document = await page.goto("/try");
  expect(document?.headers()["cache-control"]).toBe("no-cache");
  await expect(page.getByRole("heading", { name: "Step 1: Tell Me Your Idea!" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.cache).toBe("public, max-age=31536000, immutable");
    // The build leaves files under 1 KB as they are.
    if (script.bytes >= 1024) expect(script.encoding).toBe("br");
  }
  expect(scripts.some((script) => script.encoding === "br")).toBe(true);
});

for (const { userAnswerDelayMs, when } of [
  { userAnswerDelayMs: 0, when: "" },
  { userAnswerDelayMs: 1_000, when: ", even when the user's answer is slow" },
]) {
  test(`/try draws its top once while the page's code loads, so the greeting shows in the first paint and stays${when}`, async ({
    page,
  }) => {
    // Counts the <main> elements put on the page before the form's text box is there: each one
    // is the top drawn anew, and its greeting painted again later than the first screen.
    await page.addInitScript(() => {
      const counts = { mainsBeforeForm: 0 };
      (window as unknown as { counts: typeof counts }).counts = counts;
      new MutationObserver((records) => {
        if (document.querySelector("textarea")) return;
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element && (node.matches("main") || node.querySelector("main")))
              counts.mainsBeforeForm++;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route("**/api/auth/user", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, userAnswerDelayMs));
      await route.continue();
    });
    await page.goto("/try");
    await expect(page.getByRole("heading", { name: "Step 1: Tell Me Your Idea!" })).toBeVisible();
    const counts = await page.evaluate(
      () => (window as unknown as { counts: { mainsBeforeForm: number } }).counts,
    );
    expect(counts.mainsBeforeForm).toBe(1);
  });
}

/** Collects the scripts a page downloads that hold zod (its own chunk, `zod-without-eval`). */
function watchZod(page: Page): string[] {
  const zodScripts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/\/assets\/.*zod.*\.js$/.test(pathname)) zodScripts.push(pathname);
  });
  return zodScripts;
}

test("the first screens load no zod: a visitor's / and /try, and a family's home", async ({
  page,
}) => {
  // (Once a gallery has pictures, its picture dialogs, forms and zod with them, load when idle.)
  const zodScripts = watchZod(page);
  for (const path of ["/", "/try"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(zodScripts).toEqual([]);

  const account = await registerConfirmedAccount(page.request);
  await signInByApi(page, account);
  await page.goto("/");
  await expect(page.getByTestId("account-menu-name")).toHaveText(account.firstName);
  await expect(page.getByText("No pictures yet")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(zodScripts).toEqual([]);
});
