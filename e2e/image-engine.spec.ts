import type { TImageEngineInfo } from "../src/shared/contracts/images";
import { expect, test } from "./fixtures";

test("the picture countdown follows the engine's measured typical time, not a fixed 30 s", async ({
  page,
}) => {
  const engineAnswer = page.waitForResponse("**/api/images/engine");
  await page.goto("/try");
  const info = (await (await engineAnswer).json()) as TImageEngineInfo;
  expect(info.engine).toBe("builtin");
  expect(JSON.stringify(info)).not.toMatch(/key|http/i);
  // The overlay runs half as long again as a typical picture, at least 5 s.
  const expected = Math.max(5, Math.ceil(info.typicalSeconds * 1.5));

  await page.route("**/api/images/generate", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel(/type your idea here/i).fill("a red balloon over a green hill");
  await page.getByRole("button", { name: "Create My Picture!" }).click();
  await expect(page.getByTestId("overlay-countdown")).toHaveText(
    new RegExp(`^(${expected}|${expected - 1}) seconds?$`),
  );
  await expect(page.getByTestId("picture-card")).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId("generation-overlay")).toBeHidden();
});
