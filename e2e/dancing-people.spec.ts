import { createPicture, expect, test } from "./fixtures";
import { screenshotsNamed } from "./screenshots";

const shoot = screenshotsNamed("dancing-people");
const idea = "a girl waving in the park";

test("a person in a picture dances with their own arms, not as a whole sticker", async ({
  page,
}) => {
  await page.goto("/try");
  await createPicture(page, idea);
  await page.getByRole("button", { name: `Open picture: ${idea}` }).click();
  const detail = page.getByTestId("picture-detail");
  await detail.getByRole("button", { name: "Make it Dance!" }).click();

  const figure = detail.getByTestId("dancing-figure");
  await expect(figure).toHaveCount(1);
  const arm = figure.locator('[data-part="arm-front"]');
  await expect(arm).toBeAttached();
  const transformOf = () => arm.evaluate((element) => getComputedStyle(element).transform);
  const first = await transformOf();
  // The arm turns about the shoulder while the dance runs: its transform keeps changing.
  await expect.poll(transformOf).not.toBe(first);
  await shoot(page, "dancing");

  await detail.getByRole("button", { name: "Stop Dancing" }).click();
  await expect(figure).toHaveCount(0);
});

test("with less motion asked for, the person glows and keeps still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/try");
  await createPicture(page, idea);
  await page.getByRole("button", { name: `Open picture: ${idea}` }).click();
  const detail = page.getByTestId("picture-detail");
  await detail.getByRole("button", { name: "Make it Dance!" }).click();
  await expect(detail.getByTestId("still-dancer").first()).toBeVisible();
  await expect(detail.getByTestId("dancing-figure")).toHaveCount(0);
});
