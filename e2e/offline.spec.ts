import sharp from "sharp";
import type { TImage } from "@/shared/contracts/images";
import { createPicture, expect, test } from "./fixtures";
import type { Page } from "@playwright/test";

/** Mean absolute difference per colour channel (0–255) between two same-sized pictures. */
async function meanDifference(first: Buffer, second: Buffer): Promise<number> {
  const [a, b] = await Promise.all(
    [first, second].map((png) => sharp(png).removeAlpha().raw().toBuffer()),
  );
  expect(a!.length).toBe(b!.length);
  let total = 0;
  for (let index = 0; index < a!.length; index++) total += Math.abs(a![index]! - b![index]!);
  return total / a!.length;
}

/** The PNG the browser drew offline, read back from IndexedDB. */
function offlinePng(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const opening = indexedDB.open("doodle-dino-offline");
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const request = opening.result.transaction("pictures").objectStore("pictures").getAll();
          request.onsuccess = async () => {
            const [picture] = request.result as { png: Blob }[];
            if (!picture) return reject(new Error("no offline picture"));
            const bytes = new Uint8Array(await picture.png.arrayBuffer());
            let binary = "";
            for (const byte of bytes) binary += String.fromCharCode(byte);
            resolve(btoa(binary));
          };
        };
      }),
  );
}

test("/sw.js is served for the whole site and checked on every visit", async ({ page }) => {
  const response = await page.request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["service-worker-allowed"]).toBe("/");

  await page.goto("/about");
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe("/");
});

test("offline, the app and gallery open, a picture is drawn on the device, and it reaches the server drawn the same", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto("/try");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
  await createPicture(page, "a happy dog in the park");
  const seen = page.getByTestId("picture-card").first().getByRole("img");
  await expect(seen).toHaveJSProperty("complete", true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Step 1: Tell Me Your Idea!" })).toBeVisible();
  await expect(page.getByTestId("picture-card")).toHaveCount(1);
  await expect
    .poll(() =>
      page
        .getByTestId("picture-card")
        .first()
        .getByRole("img")
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);

  const idea = "a whale under the sea";
  await page.getByLabel(/type your idea here/i).fill(idea);
  await page.getByRole("button", { name: "Create My Picture!" }).click();
  const offlineCard = page.getByTestId("offline-picture-card");
  await expect(offlineCard).toHaveCount(1, { timeout: 30_000 });
  await expect(offlineCard).toContainText("made offline");
  await expect(offlineCard).toContainText(idea);
  await expect(page.getByTestId("toast")).toContainText("Made offline!");
  await expect(page.getByTestId("gallery-count")).toHaveText("(2 pictures)");
  await expect
    .poll(() =>
      offlineCard.getByRole("img").evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(1024);
  const drawnHere = Buffer.from(await offlinePng(page), "base64");

  await context.setOffline(false);
  await expect(page.getByTestId("toast")).toContainText(
    "Your offline pictures are in your gallery!",
    {
      timeout: 30_000,
    },
  );
  await expect(offlineCard).toHaveCount(0);
  await expect(page.getByTestId("picture-card")).toHaveCount(2);

  const gallery = (await (await page.request.get("/api/images")).json()) as TImage[];
  const sent = gallery.find((image) => image.description === idea);
  expect(sent).toBeDefined();
  const drawnThere = await (await page.request.get(sent!.imageUrl)).body();
  expect(await meanDifference(drawnHere, drawnThere)).toBeLessThan(2);
  const trial = await (await page.request.get("/api/trial")).json();
  expect(trial.trialImagesUsed).toBe(2);
});
