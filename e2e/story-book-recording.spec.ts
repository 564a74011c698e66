import type { Page } from "@playwright/test";
import config from "../playwright.config";
import { expect, test } from "./fixtures";
import { passParentalGate } from "./parental-gate";
import {
  familyWithStory,
  finishPage,
  installSpeechStandIn,
  shoot,
  spoken,
  TITLE,
} from "./story-books";
import { expectToastToCoverNoControl } from "./toasts";

// Chromium's fake microphone (a beeping tone), allowed without asking: for this spec only.
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    args: [
      ...(config.use?.launchOptions?.args ?? []),
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
    ],
  },
});

const SECOND_PAGE = "A purple dragon lived in a big castle.";

interface TRecording {
  page: number;
  audioUrl: string;
  durationMs: number;
}

const recordingsOf = async (page: Page, storyId: string) => {
  const response = await page.request.get(`/api/stories/${storyId}/recordings`);
  expect(response.status()).toBe(200);
  return (await response.json()) as TRecording[];
};

/** Opens the grown-up's recorder, answering the parental gate when it asks. */
async function openRecorder(page: Page) {
  await page.getByRole("button", { name: "Record your voice" }).click();
  const recorder = page.getByRole("region", { name: "Record your voice" });
  await expect(recorder.or(page.getByTestId("parental-gate"))).toBeVisible();
  if (await page.getByTestId("parental-gate").isVisible()) await passParentalGate(page);
  await expect(recorder).toBeVisible();
  return recorder;
}

test("a grown-up records a page, listens back, the book plays it instead of the reading voice after a reload, and it is deleted", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(installSpeechStandIn);
  const storyId = await familyWithStory(page);
  await page.goto(`/story-book/${storyId}`);
  const counter = page.getByText(/^Page \d of 5$/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(counter).toHaveText("Page 2 of 5");

  const recorder = await openRecorder(page);
  const status = recorder.getByRole("status");
  await expect(status).toHaveText("Read page 2 aloud: up to a minute");
  await recorder.getByRole("button", { name: "Record this page" }).click();
  await expect(status).toContainText("Recording page 2: 0:0");
  await expect(status).toContainText("of 1:00");
  await expect(status).toContainText("0:02", { timeout: 15_000 });
  await shoot(page, "recording");
  await recorder.getByRole("button", { name: "Stop" }).click();
  await expect(status).toHaveText(/^Your voice reads page 2 \(0:0[2-9]\)$/);
  // The toast saying so lies over none of the book's controls (Back, Play, Next) nor the recorder's.
  await expect(page.getByTestId("toast")).toContainText("Your voice is saved for page 2");
  await expectToastToCoverNoControl(page);
  await shoot(page, "voice-saved-toast");

  // Kept on the server as the microphone's own WebM/Opus bytes.
  const [kept] = await recordingsOf(page, storyId);
  expect(kept).toMatchObject({ page: 1 });
  expect(kept?.audioUrl).toMatch(/^\/media\/.+\.webm$/);
  const audio = await page.request.get(kept?.audioUrl ?? "");
  expect((await audio.body()).subarray(0, 4).toString("hex")).toBe("1a45dfa3");

  await recorder.getByRole("button", { name: "Listen", exact: true }).click();
  await expect(recorder.getByRole("button", { name: "Stop listening" })).toBeVisible();
  await expect(recorder.getByRole("button", { name: "Listen", exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await shoot(page, "recorded");

  // After a reload, Read to me plays the recording on page 2 and marks no word there.
  await page.reload();
  await expect(counter).toHaveText("Page 1 of 5");
  await page.getByRole("button", { name: "Read to me" }).click();
  await expect.poll(() => spoken(page)).toEqual([TITLE]);
  await finishPage(page);
  await expect(counter).toHaveText("Page 2 of 5");
  await expect(page.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect(page.getByTestId("spoken-word")).toHaveCount(0);
  // The recording (a few seconds) plays to its end, then the book turns the page by itself.
  await expect(counter).toHaveText("Page 3 of 5", { timeout: 20_000 });
  await expect.poll(async () => (await spoken(page)).at(-1)).not.toBe(TITLE);
  expect(await spoken(page)).not.toContain(SECOND_PAGE);
  await page.getByRole("button", { name: "Pause" }).click();

  await page.getByRole("button", { name: "Back" }).click();
  const reopened = await openRecorder(page);
  await reopened.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("button", { name: "Delete recording" }).click();
  await expect(reopened.getByRole("status")).toHaveText("Read page 2 aloud: up to a minute");
  expect(await recordingsOf(page, storyId)).toEqual([]);
  expect((await page.request.get(kept?.audioUrl ?? "")).status()).toBe(404);
});
