import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { newAccount, registerConfirmedAccount, signIn } from "./accounts";
import { expect, test } from "./fixtures";
import { passParentalGate } from "./parental-gate";
import { untilServiceWorkerControls } from "./service-worker";
import { STORY, TITLE } from "./story-books";

/**
 * What the device keeps of a family goes when the family deletes it, and when it signs out: the
 * service worker keeps every picture, face and recording seen for offline use (Cache Storage),
 * and before this a deleted face photo or recording was still there, and answered offline.
 */

const PHOTO = path.join(import.meta.dirname, "fixtures", "astronaut-eileen-collins.jpg");
const RECORDING = path.join(
  import.meta.dirname,
  "..",
  "src",
  "server",
  "story-recordings",
  "fixtures",
  "speech.webm",
);
const dataUrl = (file: string, type: string) =>
  `data:${type};base64,${readFileSync(file).toString("base64")}`;

/** Asks for each URL from the page, through its service worker, as an <img> or <audio> would. */
const fetchThroughPage = (page: Page, urls: string[]) =>
  page.evaluate(
    (all) =>
      Promise.all(
        all.map((url) =>
          fetch(url).then(
            (answer) => answer.status,
            () => "no answer" as const,
          ),
        ),
      ),
    urls,
  );

/** Which of the URLs some cache on the device (Cache Storage, any cache) holds. */
const cachedOf = (page: Page, urls: string[]) =>
  page.evaluate(async (all) => {
    const held: string[] = [];
    for (const url of all) if (await caches.match(url)) held.push(url);
    return held;
  }, urls);

/** Every cache's name and the paths it holds. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const contents: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      contents[name] = requests.map((request) => new URL(request.url).pathname);
    }
    return contents;
  });

test("a deleted picture, face photo, recording and story leave the device's caches, and signing out empties them", async ({
  page,
  context,
}) => {
  // A first visit's service worker precaches the app and the offline artwork before it controls
  // the page (44 s on a busy CI machine), then a story is drawn and four things deleted.
  test.setTimeout(240_000);
  const account = await registerConfirmedAccount(page.request, newAccount("Kit"));
  await page.goto("/auth");
  await signIn(page, account);
  await untilServiceWorkerControls(page);

  // Face photos need a plan with face swap (the demo checkout).
  const order = await page.request.post("/api/paypal/order", { data: { planId: "premium" } });
  const { id: orderId } = (await order.json()) as { id: string };
  const paid = await page.request.post("/api/subscription/confirm-paypal-payment", {
    data: { orderId, planId: "premium" },
  });
  expect(paid.status()).toBe(200);
  const face = await page.request.post("/api/face-photos", {
    data: { name: "Kit", imageUrl: dataUrl(PHOTO, "image/jpeg"), isActive: false },
  });
  expect(face.status()).toBe(201);
  const faceUrl = ((await face.json()) as { imageUrl: string }).imageUrl;

  const made = await page.request.post("/api/images/generate", {
    data: { description: "a red kite" },
  });
  expect(made.status()).toBe(201);
  const picture = (await made.json()) as { imageUrl: string; thumbnailUrl: string };
  const pictureUrls = [picture.imageUrl, picture.thumbnailUrl];

  const drawn = await page.request.post("/api/stories/generate", {
    data: { title: TITLE, story: STORY },
  });
  expect(drawn.status()).toBe(201);
  const { scenes } = (await drawn.json()) as {
    scenes: Array<{ sceneNumber: number; scene: string; imageUrl: string | null }>;
  };
  const saved = await page.request.post("/api/stories", {
    data: {
      title: TITLE,
      content: STORY,
      scenes: scenes.map(({ sceneNumber, scene, imageUrl }) => ({
        sceneNumber,
        description: scene,
        imageUrl,
      })),
    },
  });
  expect(saved.status()).toBe(201);
  const story = (await saved.json()) as {
    id: string;
    scenes: Array<{ imageUrl: string | null; thumbnailUrl: string | null }>;
  };
  const sceneUrls = story.scenes
    .flatMap((scene) => [scene.imageUrl, scene.thumbnailUrl])
    .filter((url): url is string => url !== null);
  expect(sceneUrls.length).toBeGreaterThanOrEqual(3);
  const recorded = await page.request.put(`/api/stories/${story.id}/recordings/1`, {
    data: { audio: dataUrl(RECORDING, "audio/webm;codecs=opus"), durationMs: 1200 },
  });
  expect(recorded.status()).toBe(200);
  const recordingUrl = ((await recorded.json()) as { audioUrl: string }).audioUrl;

  // Seen once on this device: the service worker keeps each for offline.
  const everything = [...pictureUrls, faceUrl, recordingUrl, ...sceneUrls];
  expect(await fetchThroughPage(page, everything)).toEqual(everything.map(() => 200));
  await expect.poll(() => cachedOf(page, everything)).toEqual(everything);

  // The picture, from the gallery.
  await page.goto("/");
  const card = page.getByTestId("picture-card").filter({ hasText: "a red kite" });
  await card.getByRole("button", { name: "Delete picture: a red kite" }).click();
  await page
    .getByRole("dialog", { name: "Delete this picture?" })
    .getByRole("button", { name: "Yes, delete it" })
    .click();
  await expect(card).toHaveCount(0);
  await expect.poll(() => cachedOf(page, pictureUrls)).toEqual([]);

  // The face photo, from Face Swap Magic.
  await page.goto("/face-swap");
  await page.getByRole("button", { name: "Delete Kit" }).click();
  await expect(page.getByRole("list", { name: "Your face photos" })).toHaveCount(0);
  await expect.poll(() => cachedOf(page, [faceUrl])).toEqual([]);

  // The recording, from the grown-up's recorder in the book.
  await page.goto(`/story-book/${story.id}`);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/^Page \d of \d$/)).toHaveText(/^Page 2 of/);
  await page.getByRole("button", { name: "Record your voice" }).click();
  const recorder = page.getByRole("region", { name: "Record your voice" });
  await expect(recorder.or(page.getByTestId("parental-gate"))).toBeVisible();
  if (await page.getByTestId("parental-gate").isVisible()) await passParentalGate(page);
  await recorder.getByRole("button", { name: "Delete", exact: true }).click();
  await page.getByRole("button", { name: "Delete recording" }).click();
  await expect(recorder.getByRole("status")).toHaveText("Read page 2 aloud: up to a minute");
  await expect.poll(() => cachedOf(page, [recordingUrl])).toEqual([]);

  // The story, with its scene pictures, from the Story Book.
  expect(await cachedOf(page, sceneUrls)).toEqual(sceneUrls);
  await page.goto("/story-book");
  await page.getByTestId("story-book-entry").getByRole("button", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("Your Story Book is empty!")).toBeVisible();
  await expect.poll(() => cachedOf(page, sceneUrls)).toEqual([]);

  // Offline, none of them is answered any more.
  await context.setOffline(true);
  expect(await fetchThroughPage(page, everything)).toEqual(everything.map(() => "no answer"));
  await context.setOffline(false);

  // Signing out forgets every kept picture and answer of the family; the app itself stays.
  const another = await page.request.post("/api/images/generate", {
    data: { description: "a green frog" },
  });
  expect(another.status()).toBe(201);
  const kept = ((await another.json()) as { imageUrl: string }).imageUrl;
  await page.goto("/");
  expect(await fetchThroughPage(page, [kept])).toEqual([200]);
  await expect.poll(() => cachedOf(page, [kept])).toEqual([kept]);
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(
    page.getByRole("heading", { name: /your toddler's first creative studio/i }),
  ).toBeVisible();
  const left = await cacheContents(page);
  const shells = Object.keys(left).filter((name) => name.startsWith("workbox-precache"));
  expect(shells).toHaveLength(1);
  expect(left[shells[0]!]!.length).toBeGreaterThan(10);
  // What a visitor's page asked for since may be kept again, but nothing of the family.
  for (const [name, paths] of Object.entries(left)) {
    if (name.startsWith("workbox-precache")) continue;
    expect(
      paths.filter((kept) => kept.startsWith("/media/")),
      name,
    ).toEqual([]);
    expect(paths, name).not.toContain("/api/auth/user");
  }
  expect(await cachedOf(page, [kept])).toEqual([]);

  // Offline, the app still opens from its precache, signed out.
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole("heading", { name: /your toddler's first creative studio/i }),
  ).toBeVisible();
  expect(await fetchThroughPage(page, [kept])).toEqual(["no answer"]);
  await context.setOffline(false);
});
