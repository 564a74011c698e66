import { createPicture, expect, test } from "./fixtures";
import { screenshotsNamed } from "./screenshots";

const shoot = screenshotsNamed("visitor");

test("a visitor goes from the landing page to a picture, opens, downloads and deletes it", async ({
  page,
}) => {
  // The countdown follows the engine's measured typical time: told 20 s, it runs 30 s.
  await page.route("**/api/images/engine", (route) =>
    route.fulfill({ json: { engine: "builtin", typicalSeconds: 20 } }),
  );
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: /your toddler's first creative studio/i }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Try for Free" }).click();
  await expect(page).toHaveURL(/\/try$/);
  await expect(page.getByRole("heading", { name: "Step 1: Tell Me Your Idea!" })).toBeVisible();
  await expect(page.getByTestId("trial-counter")).toContainText("3 of 3 free pictures left");
  await expect(page.getByTestId("gallery-count")).toHaveText("(0 pictures)");

  // Hold the answer until the overlay has been seen counting down.
  let releaseAnswer: () => void = () => {};
  const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve));
  await page.route("**/api/images/generate", async (route) => {
    await answerReleased;
    await route.continue();
  });
  const idea = "A happy dinosaur eating ice cream";
  await page.getByLabel(/type your idea here/i).fill(idea);
  const musicSearch = page.waitForRequest(
    "**/api/sound-effects/search?query=children%20upbeat%20dance%20music",
  );
  await page.getByRole("button", { name: "Create My Picture!" }).click();
  await musicSearch;

  const overlay = page.getByTestId("generation-overlay");
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText("Creating your magical picture...")).toBeVisible();
  await expect(page.getByTestId("overlay-countdown")).toHaveText(/^([12]?\d|30) seconds$/);
  await expect(page.getByTestId("overlay-percent")).toHaveText(/^\d+% complete$/);
  // The bar is drawn as far as the words say (it was drawn 92 % full at '8 % complete').
  const bar = overlay.getByRole("progressbar", { name: "Picture progress" });
  await expect(bar).toBeVisible();
  // Read together in one task of the page, so the 100 ms tick cannot fall between them.
  const [said, valueNow, drawn] = await bar.evaluate((element) => [
    document.querySelector('[data-testid="overlay-percent"]')?.textContent,
    element.getAttribute("aria-valuenow"),
    (element.firstElementChild as HTMLElement).style.width,
  ]);
  expect(said).toBe(`${valueNow}% complete`);
  expect(drawn).toBe(`${valueNow}%`);
  await shoot(page, "overlay");
  releaseAnswer();
  // No frozen '0 seconds / 100% complete': a short 'Ta-da!' and the overlay is gone.
  await expect(overlay).toBeHidden();

  await expect(page.getByTestId("toast")).toContainText("Your picture is ready!");
  await expect(page.getByTestId("picture-card")).toHaveCount(1);
  await expect(page.getByTestId("picture-card").first()).toBeInViewport();
  await expect(page.getByTestId("gallery-count")).toHaveText("(1 picture)");
  await expect(page.getByTestId("trial-counter")).toContainText("2 of 3 free pictures left");
  await expect(page.getByLabel(/type your idea here/i)).toHaveValue("");

  const card = page.getByTestId("picture-card").first();
  await expect(card.getByRole("img")).toHaveJSProperty("complete", true);
  await card.getByRole("button", { name: `Open picture: ${idea}` }).click();
  const detail = page.getByTestId("picture-detail");
  await expect(detail.getByText(`“${idea}”`)).toBeVisible();
  const detailImage = page.getByTestId("picture-detail-image");
  await expect(detailImage).toHaveAttribute("src", /^\/media\//);
  await expect
    .poll(() => detailImage.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await detail.getByRole("button", { name: "Make it Dance!" }).click();
  await expect(detail.getByTestId("dancer").first()).toBeVisible();
  await expect(detailImage).not.toHaveClass(/animate-/);
  await detail.getByRole("button", { name: "Stop Dancing" }).click();

  const savedDownload = page.waitForEvent("download");
  await detail.getByRole("button", { name: "Save Picture" }).click();
  const download = await savedDownload;
  expect(download.suggestedFilename()).toMatch(/^picture-[\w-]+\.png$/);
  const savedPath = await download.path();
  expect(savedPath).toBeTruthy();

  await detail.getByRole("button", { name: "Close" }).click();
  await expect(detail).toBeHidden();

  const gridDownload = page.waitForEvent("download");
  await card.getByRole("button", { name: `Download picture: ${idea}` }).click();
  expect((await gridDownload).suggestedFilename()).toBe(download.suggestedFilename());

  await card.getByRole("button", { name: `Delete picture: ${idea}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this picture?" });
  await expect(
    confirm.getByText("Are you sure you want to delete this picture? It cannot be undone."),
  ).toBeVisible();
  await confirm.getByRole("button", { name: "Keep it" }).click();
  await expect(page.getByTestId("picture-card")).toHaveCount(1);

  await card.getByRole("button", { name: `Delete picture: ${idea}` }).click();
  await confirm.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByTestId("picture-card")).toHaveCount(0);
  await expect(page.getByTestId("gallery-count")).toHaveText("(0 pictures)");
});

test("an empty idea asks the child for one", async ({ page }) => {
  await page.goto("/try");
  await page.getByRole("button", { name: "Create My Picture!" }).click();
  await expect(page.getByTestId("toast")).toContainText("Tell me your idea!");
  await expect(page.getByTestId("toast")).toContainText(
    "Please describe what kind of picture you want me to create.",
  );
  await expect(page.getByTestId("generation-overlay")).toBeHidden();
});

test("rude words are refused kindly and make no picture", async ({ page }) => {
  await page.goto("/try");
  await page.getByLabel(/type your idea here/i).fill("a stupid fucking dog");
  await page.getByRole("button", { name: "Create My Picture!" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Let's try different words");
  await expect(toast).not.toContainText("Oops! Something went wrong");
  await expect(toast).toContainText("Let's use kind words!");
  await expect(toast).not.toContainText("{");
  await expect(page.getByTestId("generation-overlay")).toBeHidden();
  await expect(page.getByTestId("gallery-count")).toHaveText("(0 pictures)");
  await expect(page.getByTestId("trial-counter")).toContainText("3 of 3 free pictures left");
});

test("an idea button fills the text box", async ({ page }) => {
  await page.goto("/try");
  await page.getByRole("button", { name: /a colourful rocket ship to the moon/i }).click();
  await expect(page.getByLabel(/type your idea here/i)).toHaveValue(
    "A colourful rocket ship to the moon",
  );
});

test("Words reads one picture at a time and turns off", async ({ page }) => {
  await page.goto("/try");
  await createPicture(page, "A red fox under a big tree");
  await createPicture(page, "A blue whale in the ocean");
  const [whale, fox] = [
    page.getByTestId("picture-card").nth(0),
    page.getByTestId("picture-card").nth(1),
  ];

  await fox.getByRole("button", { name: "Words" }).click();
  await expect(fox.getByRole("list", { name: "Words in this picture" })).toContainText("fox");
  await expect(fox.getByRole("button", { name: "Word Off" })).toBeVisible();

  await whale.getByRole("button", { name: "Words" }).click();
  await expect(whale.getByRole("list", { name: "Words in this picture" })).toContainText("whale");
  await expect(fox.getByRole("list", { name: "Words in this picture" })).toBeHidden();
  await expect(fox.getByRole("button", { name: "Words" })).toBeVisible();

  await whale.getByRole("button", { name: "Word Off" }).click();
  await expect(whale.getByRole("list", { name: "Words in this picture" })).toBeHidden();
});

test("the Stories tab needs sign-in", async ({ page }) => {
  await page.goto("/try");
  await page.getByRole("tab", { name: "Stories" }).click();
  await expect(page.getByTestId("toast")).toContainText("Sign In Required");
  await expect(page.getByTestId("toast")).toContainText(
    "Please sign in to access stories features.",
  );
  await expect(page.getByRole("tab", { name: "Pictures" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
});

test("the Account menu offers sign-up and Help", async ({ page }) => {
  await page.goto("/try");
  await expect(page.getByRole("button", { name: "Face Swap Magic" })).toBeDisabled();
  await page.getByRole("button", { name: "Account menu" }).click();
  await expect(page.getByRole("menuitem", { name: "Sign Up Free!" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Help" }).click();
  const help = page.getByRole("dialog", { name: "How to Create Magic Pictures" });
  await expect(help).toBeVisible();
  await expect(help.getByRole("listitem").filter({ hasText: /^\d\./ })).toHaveCount(3);
  await help.getByRole("button", { name: "Close" }).click();
  await expect(help).toBeHidden();
});

test("without speech recognition the page offers typing only", async ({ page }) => {
  await page.addInitScript(() => {
    const speechless = window as unknown as Record<string, unknown>;
    delete speechless.SpeechRecognition;
    delete speechless.webkitSpeechRecognition;
  });
  await page.goto("/try");
  await expect(page.getByRole("heading", { name: "Voice Recording Not Available" })).toBeVisible();
  await expect(page.getByRole("button", { name: /tap and tell me your idea/i })).toHaveCount(0);
  await createPicture(page, "A yellow duck in the rain");
});
