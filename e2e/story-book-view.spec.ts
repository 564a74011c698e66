import { execFileSync } from "node:child_process";
import type { CDPSession } from "@playwright/test";
import { expect, test } from "./fixtures";
import { untilServiceWorkerControls } from "./service-worker";
import {
  familyWithStory,
  finishPage,
  installSpeechStandIn,
  sayWord,
  shoot,
  spoken,
  TITLE,
} from "./story-books";

/** A real finger's swipe across the page (Chromium's touch input, not a made-up DOM event). */
async function swipe(cdp: CDPSession, fromX: number, toX: number, y: number): Promise<void> {
  await cdp.send("Input.dispatchTouchEvent", {
    type: "touchStart",
    touchPoints: [{ x: fromX, y }],
  });
  for (const step of [1, 2, 3, 4]) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: fromX + ((toX - fromX) * step) / 4, y }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test("a saved story opens as a book: pages turn by button, key and swipe, and Read to me reads and turns them", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.addInitScript(installSpeechStandIn);
  await familyWithStory(page);
  await page.goto("/story-book");
  await page.getByRole("link", { name: "Read the Book" }).click();
  await expect(page).toHaveURL(/\/story-book\/[0-9a-f-]{36}$/);

  const bookPage = page.getByTestId("book-page");
  const counter = page.getByText(/^Page \d of 5$/);
  await expect(bookPage.getByRole("heading", { name: TITLE })).toBeVisible();
  await expect(counter).toHaveText("Page 1 of 5");
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await expect(bookPage.getByRole("img")).toHaveJSProperty("complete", true);
  await shoot(page, "title");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(bookPage).toContainText("A purple dragon lived in a big castle.");
  await expect(counter).toHaveText("Page 2 of 5");
  await expect(bookPage.getByRole("img")).toHaveJSProperty("complete", true);
  await shoot(page, "scene");
  await page.keyboard.press("ArrowRight");
  await expect(bookPage).toContainText("One day the dragon found a red ball in the garden.");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText("Page 2 of 5");
  await page.getByRole("button", { name: "Back" }).click();
  await expect(counter).toHaveText("Page 1 of 5");

  if (testInfo.project.use.hasTouch) {
    const cdp = await page.context().newCDPSession(page);
    const box = await bookPage.boundingBox();
    if (!box) throw new Error("The book's page has no box");
    const y = box.y + box.height / 2;
    await swipe(cdp, box.x + box.width * 0.85, box.x + box.width * 0.15, y);
    await expect(counter).toHaveText("Page 2 of 5");
    await swipe(cdp, box.x + box.width * 0.85, box.x + box.width * 0.15, y);
    await expect(counter).toHaveText("Page 3 of 5");
    await swipe(cdp, box.x + box.width * 0.15, box.x + box.width * 0.85, y);
    await expect(counter).toHaveText("Page 2 of 5");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(counter).toHaveText("Page 1 of 5");
  }

  // Read to me: the word being said is marked, and the page turns by itself when it is read.
  const marked = page.getByTestId("spoken-word");
  await page.getByRole("button", { name: "Read to me" }).click();
  await expect.poll(() => spoken(page)).toEqual([TITLE]);
  await sayWord(page);
  await expect(marked).toHaveText("The");
  await sayWord(page);
  await expect(marked).toHaveText("Dragon's");
  await finishPage(page);
  await expect(marked).toHaveCount(0);
  await expect(counter).toHaveText("Page 2 of 5");
  await expect
    .poll(async () => (await spoken(page)).at(-1))
    .toBe("A purple dragon lived in a big castle.");
  await sayWord(page);
  await sayWord(page);
  await expect(marked).toHaveText("purple");
  await shoot(page, "reading");

  // Pause stops it where it is; Play reads the open page again.
  await page.getByRole("button", { name: "Pause" }).click();
  await expect(marked).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Play" })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(counter).toHaveText("Page 2 of 5");
  await page.getByRole("button", { name: "Play" }).click();
  await expect.poll(async () => (await spoken(page)).length).toBe(3);
  for (const next of ["Page 3 of 5", "Page 4 of 5", "Page 5 of 5"]) {
    await finishPage(page);
    await expect(counter).toHaveText(next);
  }
  await expect.poll(async () => (await spoken(page)).at(-1)).toBe("The End");
  await finishPage(page);
  await expect(page.getByRole("button", { name: "Read to me" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The End" })).toBeVisible();
  await shoot(page, "the-end");

  await page.getByRole("button", { name: "Read again" }).click();
  await expect(counter).toHaveText("Page 1 of 5");
  await page.getByRole("link", { name: "Close the book" }).click();
  await expect(page).toHaveURL(/\/story-book$/);
});

test("with no reading voice the book says so kindly and stays readable", async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, "speechSynthesis");
  });
  const id = await familyWithStory(page);
  await page.goto(`/story-book/${id}`);
  await expect(page.getByRole("status").filter({ hasText: "reading voice" })).toHaveText(
    "This device has no reading voice, so let's read this book together!",
  );
  await expect(page.getByRole("button", { name: "Read to me" })).toBeDisabled();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("book-page")).toContainText("A purple dragon lived");
});

test("a book opened once opens again with no signal", async ({ page, context }) => {
  test.setTimeout(90_000);
  const id = await familyWithStory(page);
  await page.goto(`/story-book/${id}`);
  await untilServiceWorkerControls(page);
  // The book fetches its pictures as it opens: open it again now the worker keeps what it sees.
  await page.reload();
  const bookPage = page.getByTestId("book-page");
  await expect(bookPage.getByRole("img")).toHaveJSProperty("complete", true);
  // Every page's picture is fetched on opening, so pages never turned to are kept as well.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open("pictures")).keys()).length))
    .toBeGreaterThanOrEqual(3);

  await context.setOffline(true);
  await page.reload();
  await expect(bookPage.getByRole("heading", { name: TITLE })).toBeVisible();
  for (const words of ["A purple dragon", "One day the dragon", "The purple dragon played"]) {
    await page.getByRole("button", { name: "Next" }).click();
    await expect(bookPage).toContainText(words);
    await expect
      .poll(() =>
        bookPage.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
      )
      .toBe(1024);
  }
  await context.setOffline(false);
});

test("Download book (PDF) in the book view gives the story as a printable PDF book", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const id = await familyWithStory(page);
  await page.goto(`/story-book/${id}`);
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 90_000 }),
    (async () => {
      await page.getByRole("button", { name: "Download book (PDF)" }).click();
      // The book is made in the background: the page tells how far it is while it waits.
      await expect(page.getByTestId("book-print-progress")).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath("book-progress.png") });
    })(),
  ]);
  expect(download.suggestedFilename()).toBe("the-dragon-s-red-ball-book.pdf");
  // Once it is saved, the button is ready for another book and the progress has gone.
  await expect(page.getByRole("button", { name: "Download book (PDF)" })).toBeEnabled();
  await expect(page.getByTestId("book-print-progress")).toBeHidden();
  const file = testInfo.outputPath("book.pdf");
  await download.saveAs(file);
  // Read by a real PDF reader (poppler): the cover, the three scenes and the last page.
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  expect(info).toMatch(/^Pages:\s+5$/m);
  expect(info).toMatch(/^Page size:\s+630 x 630 pts$/m);
});
