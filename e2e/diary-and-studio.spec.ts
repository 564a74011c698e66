import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { TAnimatedImage } from "../src/shared/contracts/animated-images";
import type { TBoundingBox } from "../src/shared/contracts/images";
import { LOGIN_REDIRECT_DELAY_MS } from "../src/web/features/diary/diary-toasts";
import { newAccount, registerConfirmedAccount, signIn } from "./accounts";
import { createPicture, expect, test } from "./fixtures";
import { makePictures, upgradeToPremium } from "./pictures";
import { screenshotsNamed } from "./screenshots";

const shoot = screenshotsNamed("diary");

const DRAGON_IDEA = "a friendly dragon in a flower garden";
const DOG_IDEA = "a happy dog in the park";

/** Makes and saves pictures through the API. */
async function makeAndSave(request: APIRequestContext, count: number): Promise<void> {
  for (const imageId of await makePictures(request, count, "a cheerful turtle")) {
    const saved = await request.post("/api/diary/save", { data: { imageId } });
    expect(saved.status()).toBe(201);
  }
}

/** A point inside `target` that no nearer object covers (objects come nearest first). */
function pointOnlyOn(target: TBoundingBox, nearer: TBoundingBox[]) {
  const covers = (box: TBoundingBox, x: number, y: number) =>
    x >= box.x && x <= box.x + box.width && y >= box.y && y <= box.y + box.height;
  for (let row = 1; row < 10; row++) {
    for (let column = 1; column < 10; column++) {
      const x = target.x + (target.width * column) / 10;
      const y = target.y + (target.height * row) / 10;
      if (!nearer.some((box) => covers(box, x, y))) return { x, y };
    }
  }
  throw new Error("the target is hidden behind nearer things");
}

/** A point no object covers: empty sky. */
function emptyPoint(boxes: TBoundingBox[]) {
  for (let y = 0.02; y < 1; y += 0.04) {
    for (let x = 0.02; x < 1; x += 0.04) {
      if (!boxes.some((b) => x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height))
        return { x, y };
    }
  }
  throw new Error("no empty sky in this picture");
}

/** Taps (phone) or clicks (desktop) a place on the picture given as fractions. */
async function touch(picture: Locator, at: { x: number; y: number }, isPhone: boolean) {
  const box = await picture.boundingBox();
  if (!box) throw new Error("the picture is not on the screen");
  const position = { x: at.x * box.width, y: at.y * box.height };
  if (isPhone) await picture.tap({ position });
  else await picture.click({ position });
}

const spoken = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { spoken: Array<{ text: string; rate: number; pitch: number }> })
        .spoken,
  );

test("a family keeps pictures in the diary, the newest 20 stay, and a child hears the dragon", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const isPhone = test.info().project.name === "phone";
  await page.addInitScript(() => {
    const said: Array<{ text: string; rate: number; pitch: number }> = [];
    (window as unknown as { spoken: typeof said }).spoken = said;
    if (window.speechSynthesis) {
      window.speechSynthesis.speak = (utterance) =>
        void said.push({
          text: utterance.text,
          // The utterance keeps single-precision floats: 0.8 reads back as 0.800000011920929.
          rate: Math.round(utterance.rate * 100) / 100,
          pitch: Math.round(utterance.pitch * 100) / 100,
        });
    }
  });
  const account = await registerConfirmedAccount(page.request, newAccount("Noor"));
  await page.goto("/auth");
  await signIn(page, account);
  await upgradeToPremium(page.request);
  await page.reload();

  await createPicture(page, DRAGON_IDEA);
  await createPicture(page, DOG_IDEA);
  const dragonCard = page.getByTestId("picture-card").filter({ hasText: DRAGON_IDEA });
  const dogCard = page.getByTestId("picture-card").filter({ hasText: DOG_IDEA });
  await shoot(page, "gallery-with-save", true);

  // The dragon goes in with a title and notes, through the detail dialog.
  await dragonCard.getByRole("button", { name: `Open picture: ${DRAGON_IDEA}` }).click();
  const detail = page.getByTestId("picture-detail");
  await detail.getByRole("button", { name: "Add to My Diary" }).click();
  const saveDialog = page.getByRole("dialog", { name: "Save to Your Diary" });
  await saveDialog.getByLabel("Title").fill("  My brave dragon  ");
  await saveDialog.getByLabel("Notes").fill("Drawn after the zoo trip.");
  await shoot(page, "save-dialog");
  await saveDialog.getByRole("button", { name: "Save to Diary" }).click();
  await expect(page.getByTestId("toast")).toContainText("Saved to your diary!");
  await expect(saveDialog).toBeHidden();
  // A picture in the diary is not offered for it again: the dialog leads to it instead.
  await expect(detail.getByRole("link", { name: "In My Diary" })).toBeVisible();
  await expect(detail.getByRole("button", { name: "Add to My Diary" })).toHaveCount(0);
  await detail.getByRole("button", { name: "Close" }).click();
  await expect(
    dragonCard.getByRole("button", { name: `Saved in your diary: ${DRAGON_IDEA}` }),
  ).toBeVisible();

  // The dog with the quick Save; a second press says it is already there.
  await dogCard.getByRole("button", { name: `Save to your diary: ${DOG_IDEA}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Saved to your diary!");
  const dogSaved = dogCard.getByRole("button", { name: `Saved in your diary: ${DOG_IDEA}` });
  await expect(dogSaved).toHaveText("Saved");
  await dogSaved.click();
  await expect(page.getByTestId("toast")).toContainText("Already saved");
  await expect(page.getByTestId("toast")).toContainText(
    "This picture is already saved in your diary!",
  );

  await page.getByRole("link", { name: "My Diary" }).click();
  await expect(page).toHaveURL(/\/diary$/);
  await expect(page.getByRole("heading", { name: "My Picture Diary" })).toBeVisible();
  await expect(page.getByTestId("diary-count")).toContainText("You have 2 saved pictures");
  await expect(page.getByTestId("diary-count")).toContainText(
    "(Last 20 pictures are kept in your history)",
  );
  const dragonPage = page.getByTestId("diary-card").last();
  await expect(dragonPage.getByRole("heading", { name: "My brave dragon" })).toBeVisible();
  await expect(dragonPage).toContainText(`“${DRAGON_IDEA}”`);
  await expect(dragonPage).toContainText("Drawn after the zoo trip.");
  await expect(dragonPage).toContainText(
    /Saved [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?(AM|PM)/,
  );
  await expect(dragonPage.getByRole("img")).toHaveJSProperty("complete", true);
  await shoot(page, "two-saved", true);

  // 19 more: 21 saved, the newest 20 kept, the dragon (saved first) dropped.
  await makeAndSave(page.request, 19);
  await page.reload();
  await expect(page.getByTestId("diary-card")).toHaveCount(20);
  await expect(page.getByTestId("diary-count")).toContainText("You have 20 saved pictures");
  await expect(page.getByRole("heading", { name: "My brave dragon" })).toHaveCount(0);

  const newest = page.getByTestId("diary-card").first();
  await newest.getByRole("button", { name: /^Remove/ }).click();
  const confirm = page.getByRole("dialog", { name: "Remove from your diary?" });
  await expect(confirm).toContainText(
    'Are you sure you want to remove "this picture" from your diary?',
  );
  await shoot(page, "remove-confirm");
  await confirm.getByRole("button", { name: "Yes, remove it" }).click();
  await expect(page.getByTestId("toast")).toContainText("Removed from diary");
  await expect(page.getByTestId("diary-card")).toHaveCount(19);
  await expect(page.getByTestId("diary-count")).toContainText("You have 19 saved pictures");

  // The Animation Studio, from the signed-in menu.
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Animation Studio" }).click();
  await expect(page).toHaveURL(/\/animation$/);
  await expect(page.getByRole("heading", { name: "Animation Studio" })).toBeVisible();
  await expect(page.getByTestId("studio-card")).toHaveCount(21);
  // Every caption shows whole on the phone's narrow cards too: none of it is clipped.
  const clippedCaptions = await page
    .getByTestId("studio-caption")
    .evaluateAll((captions) =>
      captions
        .filter((caption) => caption.scrollHeight > caption.clientHeight + 1)
        .map((caption) => caption.textContent),
    );
  expect(clippedCaptions).toEqual([]);
  await shoot(page, "studio");

  const pictures = (await (
    await page.request.get("/api/images/animated")
  ).json()) as TAnimatedImage[];
  const dragonPicture = pictures.find((picture) => picture.description === DRAGON_IDEA)!;
  const objects = dragonPicture.detectedObjects;
  const dragonIndex = objects.findIndex((object) => object.label === "dragon");
  expect(dragonIndex).toBeGreaterThanOrEqual(0);

  await page.getByTestId("studio-card").filter({ hasText: DRAGON_IDEA }).click();
  const studio = page.getByTestId("studio-dialog");
  const picture = studio.getByTestId("studio-picture");
  await expect(picture).toBeVisible();
  await touch(
    picture,
    pointOnlyOn(
      objects[dragonIndex]!.boundingBox,
      objects.slice(0, dragonIndex).map((object) => object.boundingBox),
    ),
    isPhone,
  );
  await expect(studio.getByTestId("object-word")).toHaveText("dragon");
  await expect.poll(() => spoken(page)).toEqual([{ text: "dragon", rate: 0.8, pitch: 1.1 }]);
  await shoot(page, "studio-dragon");

  // Empty sky: nothing changes and nothing is said.
  await touch(picture, emptyPoint(objects.map((object) => object.boundingBox)), isPhone);
  await page.waitForTimeout(300);
  await expect(studio.getByTestId("object-word")).toHaveText("dragon");
  expect(await spoken(page)).toHaveLength(1);

  // By keyboard: a thing's own button, then Enter.
  const other = objects.find((object) => object.label !== "dragon")!;
  await studio.getByRole("button", { name: other.label, exact: true }).first().focus();
  await page.keyboard.press("Enter");
  await expect(studio.getByTestId("object-word")).toHaveText(other.label);
  await expect.poll(async () => (await spoken(page)).at(-1)?.text).toBe(other.label);
  await page.keyboard.press("Escape");
  await expect(studio).toBeHidden();

  // 'Make it Dance!': each thing moves in its own box; with reduced motion nothing moves.
  await page.goto("/");
  await dogCard.getByRole("button", { name: `Open picture: ${DOG_IDEA}` }).click();
  await detail.getByRole("button", { name: "Make it Dance!" }).click();
  await expect(detail.getByTestId("dancer").first()).toBeVisible();
  expect(await detail.getByTestId("dancer").count()).toBeGreaterThan(1);
  await shoot(page, "dancing");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(detail.getByTestId("dancer")).toHaveCount(0);
  await expect(detail.getByTestId("still-dancer").first()).toBeVisible();
  await expect(detail).toContainText("asks for less motion");
  await shoot(page, "dancing-still");
  await detail.getByRole("link", { name: "Animation Studio" }).click();
  await expect(page).toHaveURL(/\/animation\?picture=/);
  await expect(page.getByTestId("studio-dialog")).toContainText(DOG_IDEA);
});

test("a visitor sees no diary Save and is asked to log in on /diary and /animation", async ({
  page,
}) => {
  await page.goto("/try");
  await createPicture(page, "a happy dog");
  const card = page.getByTestId("picture-card").first();
  await expect(card.getByRole("button", { name: /Download picture/ })).toBeVisible();
  await expect(card.getByRole("button", { name: /diary/i })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "My Diary" })).toHaveCount(0);

  await page.goto("/diary");
  await expect(page.getByRole("alert")).toContainText("Please log in");
  await page.waitForURL(/\/auth$/);

  // A child who leaves the notice straight away stays where they went.
  await page.goto("/diary");
  await expect(page.getByRole("alert")).toContainText("Please log in");
  await page.getByRole("link", { name: "Doodle Dino home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(LOGIN_REDIRECT_DELAY_MS + 500);
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/animation");
  await page.waitForURL(/\/auth\?next=%2Fanimation$/);
});

test("a new family's diary and studio are empty and point back to making pictures", async ({
  page,
}) => {
  const account = await registerConfirmedAccount(page.request, newAccount("Ivo"));
  await page.goto("/auth");
  await signIn(page, account);

  await page.goto("/diary");
  await expect(page.getByText("Your diary is empty!")).toBeVisible();
  await shoot(page, "empty");
  await page.getByRole("link", { name: "Create Your First Picture" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/animation");
  await expect(page.getByText("No pictures yet!")).toBeVisible();
  await shoot(page, "studio-empty");
  await expect(page.getByRole("link", { name: "Make a Picture" })).toHaveAttribute("href", "/");
});
