import type { Download, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { newAccount, registerConfirmedAccount, type TestAccount } from "./accounts";
import { expect, test } from "./fixtures";
import { screenshotsNamed } from "./screenshots";
import { expectToastToCoverNoControl } from "./toasts";

const shoot = screenshotsNamed("stories");

async function signInByApi(page: Page, account: TestAccount): Promise<void> {
  const answer = await page.request.post("/api/auth/login", {
    data: { username: account.username, password: account.password },
  });
  expect(answer.status()).toBe(200);
}

/** Width and height of a PNG file, from its header. */
async function pngSize(download: Download): Promise<{ width: number; height: number }> {
  const bytes = await readFile(await download.path());
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const STORY =
  "A purple dragon lived in a big castle. One day the dragon found a red ball in the garden. The purple dragon played with the ball until the stars came out.";

test("a family tells a story, saves it, smooths, shares, downloads and deletes it in the Story Book", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const family = await registerConfirmedAccount(page.request, newAccount("Ada"));
  await signInByApi(page, family);
  const toast = page.getByTestId("toast");

  // The home page's Stories tab leads to /story.
  await page.goto("/");
  await page.getByRole("tab", { name: /stories/i }).click();
  await page.getByRole("link", { name: "Start Creating Stories" }).click();
  await expect(page).toHaveURL(/\/story$/);
  await expect(page.getByRole("heading", { name: "Create a Magic Story" })).toBeVisible();
  await shoot(page, "steps");

  // Step 1: the title, OK, a mood and a colour theme; step 2: the story; step 3: create.
  await page.getByRole("button", { name: "Create Magic Story" }).click();
  await expect(toast).toContainText("Missing Title");
  await page.getByLabel("Story title", { exact: true }).fill("The Dragon's Red Ball");
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await page.getByText("Magical", { exact: true }).click();
  await page.getByText("Sunset", { exact: true }).click();
  await page.getByRole("button", { name: "Create Magic Story" }).click();
  await expect(toast).toContainText("Missing Story");
  await page.getByLabel("Your story", { exact: true }).fill(STORY);
  await page.getByRole("button", { name: "Create Magic Story" }).click();

  const scenes = page.getByTestId("story-scene");
  await expect(scenes).toHaveCount(3, { timeout: 30_000 });
  await expect(toast).toContainText("Story Created!", { timeout: 10_000 });
  await expect(scenes.nth(0)).toContainText("A purple dragon lived in a big castle.");
  await expect(scenes.nth(2)).toContainText("The purple dragon played with the ball");
  for (const image of await scenes.locator("img").all()) {
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1024);
  }
  await shoot(page, "result", true);

  // Save, then the Story Book dialog counts it.
  await page.getByRole("button", { name: "Save Story" }).click();
  await expect(toast).toContainText("Story Saved to Story Book!");
  await expect(page.getByRole("button", { name: "Saved!" })).toBeDisabled();
  // The toast moves off the story's buttons, the red Delete among them.
  await expectToastToCoverNoControl(page);
  await shoot(page, "saved-toast");
  await page.getByRole("button", { name: /Story Book/ }).click();
  await expect(page.getByRole("dialog")).toContainText("You have 1 story in your Story Book.");
  await page.getByRole("link", { name: "Open Story Book" }).click();

  // The Story Book: the story with its thumbnails; View, Smooth, Share, Download, Delete.
  await expect(page).toHaveURL(/\/story-book$/);
  await expect(page.getByTestId("story-count")).toHaveText("You have 1 story");
  const entry = page.getByTestId("story-book-entry");
  await expect(entry.getByRole("heading", { name: "The Dragon's Red Ball" })).toBeVisible();
  await expect(entry.getByRole("list", { name: "Scene pictures" }).getByRole("img")).toHaveCount(3);
  await entry.getByRole("button", { name: "View" }).click();
  await expect(entry.getByTestId("story-scene")).toHaveCount(3);
  await entry.getByRole("button", { name: "Hide" }).click();
  await expect(entry.getByTestId("story-scene")).toHaveCount(0);

  await entry.getByRole("button", { name: "Smooth Story" }).click();
  await expect(toast).toContainText("Story Enhanced!");
  await expect(entry.getByTestId("enhanced-story")).toContainText(
    "Once upon a time, a purple dragon lived in a big castle.",
  );
  await shoot(page, "book", true);

  await entry.getByRole("button", { name: "Share Enhanced" }).click();
  const shareDialog = page.getByRole("dialog");
  await expect(shareDialog.getByLabel("Story")).toHaveValue(
    /^📖 The Dragon's Red Ball\n\nOnce upon a time/,
  );
  await shareDialog.getByLabel(/^To/).fill(family.username);
  await shareDialog.getByRole("button", { name: "Share Story" }).click();
  await expect(toast).toContainText("Story Shared!");
  await expect(shareDialog).toBeHidden();

  const downloads: Download[] = [];
  page.on("download", (download) => downloads.push(download));
  await entry.getByRole("button", { name: "Download", exact: true }).click();
  await expect(toast).toContainText("Pages Downloaded!", { timeout: 30_000 });
  expect(downloads.map((download) => download.suggestedFilename())).toEqual([
    "the-dragon-s-red-ball-page-1.png",
    "the-dragon-s-red-ball-page-2.png",
    "the-dragon-s-red-ball-page-3.png",
    "the-dragon-s-red-ball-page-4.png",
  ]);
  for (const download of downloads) {
    expect(await pngSize(download)).toEqual({ width: 850, height: 1100 });
  }

  await entry.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog")).toContainText(
    "Are you sure you want to delete this story? This action cannot be undone.",
  );
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(toast).toContainText("Story Deleted!");
  await expect(page.getByText("Your Story Book is empty!")).toBeVisible();
  await shoot(page, "book-empty");
});

test("a visitor may make one story and is invited to sign up to keep it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/story-book");
  await expect(page.getByRole("link", { name: "Log In" })).toHaveAttribute(
    "href",
    "/auth?next=%2Fstory-book",
  );
  await page.goto("/story");
  await page.getByLabel("Story title", { exact: true }).fill("Bunny Day");
  await page.getByRole("button", { name: "OK", exact: true }).click();
  await page
    .getByLabel("Your story", { exact: true })
    .fill("A bunny hopped to the pond. It swam with a happy duck.");
  await page.getByRole("button", { name: "Create Magic Story" }).click();
  await expect(page.getByTestId("story-scene")).toHaveCount(2, { timeout: 30_000 });
  await expect(page.getByText("Love your story?")).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole("button", { name: "Save Story" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign Up Free" })).toHaveAttribute(
    "href",
    "/auth?next=%2Fstory",
  );
  await shoot(page, "visitor", true);
});
